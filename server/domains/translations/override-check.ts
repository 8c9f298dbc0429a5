import type { ErrorCode, Lang } from "../../../sdk/types.gen";
import type { BundledMessages } from "./bundled-messages";
import { messageRefusal } from "./message-rules";

/** The contract's bounds of a message's text (TranslationText). */
const MAX_TEXT = 5000;

/**
 * Why `text` may not be `key`'s message in `lang`, or null: the key must be one of the app's
 * (locales/en.json), the text within the contract's bounds (a file's entries are not held
 * to them by the contract), and the message valid against the bundled English one.
 */
export function overrideRefusal(
  bundled: BundledMessages,
  lang: Lang,
  key: string,
  text: string,
): ErrorCode | null {
  const english = bundled.text("en", key);
  if (english === null) return "translation_key_unknown";
  if (text.trim() === "") return "translation_text_required";
  if (text.length > MAX_TEXT) return "translation_text_too_long";
  return messageRefusal(text, lang, english);
}

/**
 * The override a text makes: none when it is the bundled text (saving the bundled text is
 * going back to it, so the file's later changes reach it again).
 */
export function overrideFor(bundled: BundledMessages, lang: Lang, key: string, text: string) {
  return text === bundled.text(lang, key) ? null : text;
}
