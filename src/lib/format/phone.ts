import { localizeDigits } from "../i18n/digits";
import { groupDigits, MASK_PATTERNS } from "./digit-groups";

const PHONE_DIGITS = MASK_PATTERNS.phone.replace(/ /g, "").length;

/**
 * SPEC.md section 3: exactly 12 digits shown in the phone's groups (digit-groups.ts, the same
 * the phone field types into): `998901234567` → `998 90 123 45 67`, in the language's digits
 * (src/i18n/digits.ts). Anything else is shown as it came, its digits in the language's too.
 */
export function formatPhone(value: string, locale: string): string {
  const whole = value.length === PHONE_DIGITS && /^\d+$/.test(value);
  return localizeDigits(whole ? groupDigits("phone", value) : value, locale);
}
