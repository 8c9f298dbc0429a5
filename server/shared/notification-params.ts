import type { LocalizedText, NotificationParams } from "../db/schema";
import { fallbackLang, languages, pickText } from "../i18n";

/**
 * A name kept in a notification in every language it has (docs/decisions.md, Notifications):
 * `<key>` holds the fallback (Russian, else any language there is, as every text is served)
 * and `<key>_<lang>` each language present. The reader's client shows the one of its own
 * language, or the fallback. It is the name as it was when the notification was stored: the
 * notification tells what happened then, and still reads when the item is renamed or gone.
 */
export function localizedParams(key: string, text: LocalizedText): NotificationParams {
  const params: NotificationParams = { [key]: pickText(text, fallbackLang) };
  for (const lang of languages) {
    const value = text[lang];
    if (value) params[`${key}_${lang}`] = value;
  }
  return params;
}
