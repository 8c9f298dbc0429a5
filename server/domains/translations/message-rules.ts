import {
  isArgumentElement,
  isDateElement,
  isNumberElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  isTimeElement,
  type MessageFormatElement,
  parse,
} from "@formatjs/icu-messageformat-parser";
import type { ErrorCode, Lang } from "../../../sdk/types.gen";

/**
 * The plural categories a translation must give in every (cardinal) plural: what CLDR's rules
 * can choose for that language, so no count ever falls back to another form by accident.
 * Russian says 1 товар, 2 товара, 5 товаров; Uzbek, Persian and English one and other.
 */
export const REQUIRED_PLURAL_CATEGORIES: Record<Lang, readonly string[]> = {
  ru: ["one", "few", "many", "other"],
  uz: ["one", "other"],
  fa: ["one", "other"],
  en: ["one", "other"],
};

/**
 * A message parsed as the build parses the bundled ones (build/messages-plugin.mjs), so the
 * AST the server hands the app is what the app would have got from the build. Throws the
 * parser's error on broken syntax.
 */
export function parseMessage(text: string, lang: Lang): MessageFormatElement[] {
  return parse(text, { locale: new Intl.Locale(lang) });
}

/** Every argument and tag a message names: what it needs from the code that formats it. */
export function placeholdersOf(elements: MessageFormatElement[], found = new Set<string>()) {
  for (const element of elements) {
    if (
      isArgumentElement(element) ||
      isNumberElement(element) ||
      isDateElement(element) ||
      isTimeElement(element)
    ) {
      found.add(element.value);
    } else if (isSelectElement(element) || isPluralElement(element)) {
      found.add(element.value);
      for (const option of Object.values(element.options)) placeholdersOf(option.value, found);
    } else if (isTagElement(element)) {
      found.add(`<${element.value}>`);
      placeholdersOf(element.children, found);
    }
  }
  return found;
}

function missingPluralCategory(elements: MessageFormatElement[], required: readonly string[]) {
  for (const element of elements) {
    if (isPluralElement(element)) {
      // Ordinals (`selectordinal`) have categories of their own; only counts are held to these.
      if (element.pluralType !== "ordinal" && required.some((c) => !(c in element.options))) {
        return true;
      }
      for (const option of Object.values(element.options)) {
        if (missingPluralCategory(option.value, required)) return true;
      }
    } else if (isSelectElement(element)) {
      for (const option of Object.values(element.options)) {
        if (missingPluralCategory(option.value, required)) return true;
      }
    } else if (isTagElement(element) && missingPluralCategory(element.children, required)) {
      return true;
    }
  }
  return false;
}

function sameSet(a: Set<string>, b: Set<string>): boolean {
  return a.size === b.size && [...a].every((item) => b.has(item));
}

/**
 * Why a text may not replace a message, or null when it may: it parses, it names the same
 * placeholders and tags as the English message (the code formatting it passes those and no
 * others), and each plural gives the language's categories. The one check of an override:
 * saving one, importing a file, and the editor (through the codes it answers) all use it.
 */
export function messageRefusal(text: string, lang: Lang, english: string): ErrorCode | null {
  let elements: MessageFormatElement[];
  try {
    elements = parseMessage(text, lang);
  } catch {
    return "translation_syntax_invalid";
  }
  if (!sameSet(placeholdersOf(elements), placeholdersOf(parseMessage(english, "en")))) {
    return "translation_placeholders_differ";
  }
  if (missingPluralCategory(elements, REQUIRED_PLURAL_CATEGORIES[lang])) {
    return "translation_plural_categories_missing";
  }
  return null;
}
