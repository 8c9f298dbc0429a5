export type CardNetwork = "uzcard" | "humo";

/** The Luhn check digit rule every card number satisfies; `digits` holds digits only. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{2,}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The network a card number belongs to by its prefix: UzCard is 8600…, Humo 9860…. */
export function cardNetwork(cardNumber: string): CardNetwork | null {
  if (cardNumber.startsWith("8600")) return "uzcard";
  if (cardNumber.startsWith("9860")) return "humo";
  return null;
}
