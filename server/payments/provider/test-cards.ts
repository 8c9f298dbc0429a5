import type { CardNetwork } from "./luhn";
import type { StpimsCode } from "./port";

/** The sandbox's SMS code: every binding is confirmed with it (the README's Payment sandbox). */
export const SANDBOX_OTP = "111111";

/** Where in the flow a test card answers its code. */
export type TestCardStage = "bind-init" | "bind-confirm" | "pre-apply" | "apply";

export interface TestCard {
  /** Stable name, also carried in the card token so a restarted sandbox still knows the card. */
  id: string;
  /** 16 digits, Luhn-valid. */
  number: string;
  network: CardNetwork;
  /** YYMM; binding with another expiry answers STPIMS-ERR-090. */
  expiry: string;
  holder: string;
  /** 998XXXXXXXXX; the sandbox shows it masked, as the processor does. */
  phone: string;
  /** What it answers and at which stage; a card without one succeeds everywhere. */
  fails?: {
    stage: TestCardStage;
    code: StpimsCode;
    /** Only the first apply of a transaction answers the code; the processor then finishes. */
    retrySucceeds?: boolean;
  };
  /** One line for the README's table. */
  answers: string;
}

/**
 * The documented test cards (the README's Payment sandbox, which a test keeps in step with this
 * table). Each failing card answers exactly one STPIMS code; the digits before the check digit
 * spell that code, so a tester can read it off the number.
 */
export const TEST_CARDS: readonly TestCard[] = [
  {
    id: "uzcard-ok-1",
    number: "8600110000000012",
    network: "uzcard",
    expiry: "3012",
    holder: "AZIZ KARIMOV",
    phone: "998901234512",
    answers: "succeeds at every stage",
  },
  {
    id: "uzcard-ok-2",
    number: "8600110000000020",
    network: "uzcard",
    expiry: "2909",
    holder: "MALIKA TOSHEVA",
    phone: "998935550120",
    answers: "succeeds at every stage",
  },
  {
    id: "humo-ok-1",
    number: "9860110000000015",
    network: "humo",
    expiry: "3106",
    holder: "BOBUR RAHIMOV",
    phone: "998977001115",
    answers: "succeeds at every stage",
  },
  {
    id: "humo-ok-2",
    number: "9860110000000023",
    network: "humo",
    expiry: "2812",
    holder: "DILNOZA YUSUPOVA",
    phone: "998881230023",
    answers: "succeeds at every stage",
  },
  {
    id: "uzcard-blocked",
    number: "8600220000000589",
    network: "uzcard",
    expiry: "3012",
    holder: "SARDOR ALIYEV",
    phone: "998901110589",
    fails: { stage: "bind-init", code: "STPIMS-ERR-058" },
    answers: "STPIMS-ERR-058 card blocked",
  },
  {
    id: "humo-sms-off",
    number: "9860220000000475",
    network: "humo",
    expiry: "3012",
    holder: "NODIRA QODIROVA",
    phone: "998901110475",
    fails: { stage: "bind-init", code: "STPIMS-ERR-047" },
    answers: "STPIMS-ERR-047 SMS informer off",
  },
  {
    id: "uzcard-expired",
    number: "8600220000000670",
    network: "uzcard",
    expiry: "2301",
    holder: "JASUR SOBIROV",
    phone: "998901110670",
    // Any card past its expiry answers 067; this one is simply past it.
    fails: { stage: "bind-init", code: "STPIMS-ERR-067" },
    answers: "STPIMS-ERR-067 card expired (its expiry, January 2023, has passed)",
  },
  {
    id: "humo-phone-mismatch",
    number: "9860220000000335",
    network: "humo",
    expiry: "3012",
    holder: "OYBEK TURSUNOV",
    phone: "998901110335",
    fails: { stage: "bind-confirm", code: "STPIMS-ERR-033" },
    answers: "STPIMS-ERR-033 phone mismatch, after the right SMS code",
  },
  {
    id: "uzcard-prohibited",
    number: "8600330000000727",
    network: "uzcard",
    expiry: "3012",
    holder: "KAMOLA NURMATOVA",
    phone: "998901110727",
    fails: { stage: "pre-apply", code: "STPIMS-ERR-072" },
    answers: "STPIMS-ERR-072 transactions prohibited",
  },
  {
    id: "uzcard-insufficient-funds",
    number: "8600330000000578",
    network: "uzcard",
    expiry: "3012",
    holder: "RUSTAM XOLMATOV",
    phone: "998901110578",
    fails: { stage: "apply", code: "STPIMS-ERR-057" },
    answers: "STPIMS-ERR-057 insufficient funds",
  },
  {
    id: "humo-bank-rejected",
    number: "9860330000000282",
    network: "humo",
    expiry: "3012",
    holder: "ZARINA ERGASHEVA",
    phone: "998901110282",
    fails: { stage: "apply", code: "STPIMS-ERR-028" },
    answers: "STPIMS-ERR-028 bank rejected",
  },
  {
    id: "uzcard-declined",
    number: "8600330000000701",
    network: "uzcard",
    expiry: "3012",
    holder: "TIMUR ABDULLAYEV",
    phone: "998901110701",
    fails: { stage: "apply", code: "STPIMS-ERR-070" },
    answers: "STPIMS-ERR-070 declined",
  },
  {
    id: "humo-duplicate-retry",
    number: "9860330000000662",
    network: "humo",
    expiry: "3012",
    holder: "SHAHNOZA KARIMOVA",
    phone: "998901110662",
    fails: { stage: "apply", code: "STPIMS-ERR-066", retrySucceeds: true },
    answers:
      "STPIMS-ERR-066 duplicate payment, retry later, on a transaction's first apply; the next getPayment or apply finds it succeeded (charged once)",
  },
];

/** A Luhn-valid UzCard or Humo number outside the table behaves like this: it always succeeds. */
export const ANY_CARD = { holder: "TEST CARDHOLDER", phone: "998901112233" } as const;

export function findTestCard(number: string): TestCard | null {
  return TEST_CARDS.find((card) => card.number === number) ?? null;
}

export function testCardById(id: string): TestCard | null {
  return TEST_CARDS.find((card) => card.id === id) ?? null;
}
