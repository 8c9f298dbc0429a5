import { localizeDigits } from "../i18n/digits";

/**
 * SPEC.md section 3: exactly 12 digits shown grouped 3 (country), 2 (operator), 3, 2, 2:
 * `998901234567` → `998 90 123 45 67`, in the language's digits (src/i18n/digits.ts).
 * Anything else is shown as it came, its digits in the language's too.
 */
export function formatPhone(value: string, locale: string): string {
  const match = /^(\d{3})(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(value);
  return localizeDigits(match ? match.slice(1).join(" ") : value, locale);
}
