import { randomUUID } from "node:crypto";
import { type Answer, call, freshCardNumber, type Person } from "./durability-client";

/**
 * The writers of the durability test: people saving and forgetting favourites, writing to
 * support, binding a card and paying for a plan, and a business creating and retitling
 * listings, all at once, each writer one request at a time. The journal keeps what the server
 * acknowledged, and which writes were in flight when the answers stopped: those may or may not
 * have been kept, and nothing is asked of them but that they are whole.
 */

export const PLUS_MONTH = { plan: "user-plus", period: "month" as const, amount: 2_900_000 };

export interface PaymentAttempt {
  key: string;
  /** The answer to the first request; null when none came back. */
  answer: Answer | null;
}

export interface Journal {
  /** Per person, per offering: saved or not as last acknowledged; null after a lost answer. */
  favourites: Map<string, Map<string, boolean | null>>;
  /** Per person: the support messages acknowledged, and the one whose answer was lost. */
  messages: Map<string, { acknowledged: string[]; lost: string[] }>;
  /** Per listing created: its title (ru) as last acknowledged, and a retitling left unanswered. */
  listings: Map<string, { title: string; lost: string | null }>;
  /** Per person: the card bound, once acknowledged. */
  cards: Map<string, string>;
  /** Per person: the payment made, with its Idempotency-Key. */
  payments: Map<string, PaymentAttempt>;
  /** Acknowledged writes by kind. */
  acknowledged: Record<WriteKind, number>;
  /** Answers no writer expected (a 4xx or 5xx): each is a failure of the test. */
  unexpected: string[];
}

export type WriteKind =
  | "favourite"
  | "message"
  | "listing"
  | "retitle"
  | "binding"
  | "card"
  | "payment";

export interface Writers {
  journal: Journal;
  /** Writers send nothing more; what is in flight stays in flight. */
  stop(): void;
  /** Every writer has ended (after stop, once its last request was answered or failed). */
  done: Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function startWriters(
  base: string,
  setup: {
    people: Person[];
    business: string;
    offerings: string[];
    category: { id: string; kind: string };
    /**
     * How many people pay at once from the start; the others begin once a payment was
     * acknowledged, so payments are still under way when everything else has been.
     */
    firstWave: number;
  },
): Writers {
  const journal: Journal = {
    favourites: new Map(),
    messages: new Map(),
    listings: new Map(),
    cards: new Map(),
    payments: new Map(),
    acknowledged: {
      favourite: 0,
      message: 0,
      listing: 0,
      retitle: 0,
      binding: 0,
      card: 0,
      payment: 0,
    },
    unexpected: [],
  };
  let stopped = false;

  /** The answer when it has the status expected; null when none came back. */
  async function write(
    kind: WriteKind,
    expected: number,
    method: string,
    path: string,
    options: Parameters<typeof call>[3],
  ): Promise<Answer | null> {
    let answer: Answer;
    try {
      answer = await call(base, method, path, options);
    } catch {
      return null;
    }
    if (answer.status !== expected) {
      journal.unexpected.push(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
      throw new Error("unexpected answer");
    }
    journal.acknowledged[kind] += 1;
    return answer;
  }

  async function favourites(person: Person) {
    const saved = new Map<string, boolean | null>();
    journal.favourites.set(person.userId, saved);
    for (let step = 0; !stopped; step += 1) {
      const offering = setup.offerings[step % setup.offerings.length] as string;
      const wanted = !saved.get(offering);
      const path = `/v1/favorite/offering/${offering}/`;
      const answer = await write("favourite", 204, wanted ? "PUT" : "DELETE", path, {
        token: person.token,
      });
      saved.set(offering, answer ? wanted : null);
      if (!answer) return;
    }
  }

  async function messages(person: Person) {
    const sent = { acknowledged: [] as string[], lost: [] as string[] };
    journal.messages.set(person.userId, sent);
    for (let step = 0; !stopped; step += 1) {
      const text = `${person.name}: note ${step}`;
      const answer = await write("message", 201, "POST", "/v1/support/messages/", {
        token: person.token,
        body: { text },
      });
      (answer ? sent.acknowledged : sent.lost).push(text);
      if (!answer) return;
    }
  }

  async function listings(writer: number) {
    const mine: string[] = [];
    for (let step = 0; !stopped; step += 1) {
      if (step % 3 === 0) {
        const title = `Durable ${writer}.${step}`;
        const answer = await write("listing", 201, "POST", "/v1/my/offering/", {
          token: setup.business,
          body: {
            kind: setup.category.kind,
            titles: { ru: title },
            category_id: setup.category.id,
            price: 1000 + step,
            currency: "UZS",
          },
        });
        if (!answer) return;
        const id = (answer.body as { id: string }).id;
        mine.push(id);
        journal.listings.set(id, { title, lost: null });
        continue;
      }
      const id = mine[step % mine.length] as string;
      const title = `Retitled ${writer}.${step}`;
      const answer = await write("retitle", 200, "PATCH", `/v1/my/offering/${id}/`, {
        token: setup.business,
        body: { titles: { ru: title } },
      });
      const listing = journal.listings.get(id);
      if (!listing) throw new Error(`listing ${id} was never created`);
      if (!answer) {
        listing.lost = title;
        return;
      }
      listing.title = title;
    }
  }

  async function pays(person: Person, index: number) {
    const wave = setup.firstWave;
    if (index >= wave) {
      while (journal.acknowledged.payment === 0 && !stopped) await sleep(10);
    }
    await sleep(150 * (index % wave));
    if (stopped) return;
    const started = await write("binding", 201, "POST", "/v1/payment-card/", {
      token: person.token,
      body: {
        card_number: freshCardNumber(),
        expiry_month: 12,
        expiry_year: new Date().getFullYear() + 3,
      },
    });
    if (!started || stopped) return;
    const bindingId = (started.body as { binding_id: string }).binding_id;
    const bound = await write("card", 201, "POST", "/v1/payment-card/confirm/", {
      token: person.token,
      body: { binding_id: bindingId, code: "111111" },
    });
    if (!bound || stopped) return;
    journal.cards.set(person.userId, (bound.body as { id: string }).id);
    const attempt: PaymentAttempt = { key: randomUUID(), answer: null };
    journal.payments.set(person.userId, attempt);
    attempt.answer = await write("payment", 201, "POST", "/v1/subscription/", {
      token: person.token,
      headers: { "idempotency-key": attempt.key },
      body: PLUS_MONTH,
    });
  }

  const running = [
    ...setup.people.flatMap((person, index) => [
      favourites(person),
      messages(person),
      pays(person, index),
    ]),
    listings(0),
    listings(1),
  ];
  const done = Promise.allSettled(running).then(() => {});
  return {
    journal,
    stop() {
      stopped = true;
    },
    done,
  };
}
