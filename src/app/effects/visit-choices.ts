import type { ProfileUpdate } from "../../../sdk";
import { isLocale } from "../../lib/i18n/resolve-locale";
import { STORAGE_KEYS } from "../../lib/storage-keys";

/**
 * The language and currency a person picked on this visit and the profile has not taken yet
 * (session.machine.ts, `chosen`). Kept in the tab's sessionStorage, so a reload before signing
 * in does not lose them: the page still shows the picked language (stored as `user-locale`),
 * and signing in must still save it rather than switch to the profile's without a word.
 */
export function readVisitChoices(storage: Storage): ProfileUpdate | null {
  let kept: unknown;
  try {
    kept = JSON.parse(storage.getItem(STORAGE_KEYS.visitChoices) ?? "null");
  } catch {
    return null;
  }
  if (typeof kept !== "object" || kept === null) return null;
  const { lang, currency } = kept as Record<string, unknown>;
  // Whatever else is there was not written by this app: ignored.
  const choices: ProfileUpdate = {
    ...(isLocale(lang) ? { lang } : {}),
    ...(Number.isInteger(currency) && (currency as number) > 0
      ? { currency: currency as number }
      : {}),
  };
  return Object.keys(choices).length > 0 ? choices : null;
}

export function keepVisitChoices(storage: Storage, choices: ProfileUpdate | null): void {
  if (choices) storage.setItem(STORAGE_KEYS.visitChoices, JSON.stringify(choices));
  else storage.removeItem(STORAGE_KEYS.visitChoices);
}
