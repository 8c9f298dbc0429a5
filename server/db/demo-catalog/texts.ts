/** The four content languages; demo texts always carry all of them. */
const contentLocales = ["en", "ru", "uz", "fa"] as const;
export type ContentLocale = (typeof contentLocales)[number];
export type Texts = Record<ContentLocale, string>;

export function texts(en: string, ru: string, uz: string, fa: string): Texts {
  return { en, ru, uz, fa };
}

export function mapTexts(
  source: Texts,
  f: (value: string, locale: ContentLocale) => string,
): Texts {
  return {
    en: f(source.en, "en"),
    ru: f(source.ru, "ru"),
    uz: f(source.uz, "uz"),
    fa: f(source.fa, "fa"),
  };
}

/** Fills `{name}` placeholders of every language from the same-language values. */
export function fill(template: Texts, values: Record<string, Texts>): Texts {
  return mapTexts(template, (text, locale) =>
    text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name]?.[locale] ?? whole),
  );
}

const persianDigits = "۰۱۲۳۴۵۶۷۸۹";

/** Persian text writes numbers with its own digits and decimal separator. */
export function persianNumber(value: number | string): string {
  return String(value)
    .replace(/[0-9]/g, (digit) => persianDigits.charAt(Number(digit)))
    .replace(".", "٫");
}

/** "{n} {unit}" in each language, e.g. `quantity(28, units.cm)`. */
export function quantity(n: number, unit: Texts): Texts {
  const ru = String(n).replace(".", ",");
  return {
    en: `${n} ${unit.en}`,
    ru: `${ru} ${unit.ru}`,
    uz: `${ru} ${unit.uz}`,
    fa: `${persianNumber(n)} ${unit.fa}`,
  };
}

export const units = {
  cm: texts("cm", "см", "sm", "سانتی‌متر"),
  m: texts("m", "м", "m", "متر"),
  m2: texts("m²", "м²", "m²", "متر مربع"),
  kg: texts("kg", "кг", "kg", "کیلوگرم"),
  g: texts("g", "г", "g", "گرم"),
  l: texts("L", "л", "l", "لیتر"),
  ml: texts("ml", "мл", "ml", "میلی‌لیتر"),
  gb: texts("GB", "ГБ", "GB", "گیگابایت"),
  inch: texts("in", "дюймов", "dyuym", "اینچ"),
  pieces: texts("pcs", "шт.", "dona", "عدد"),
  hours: texts("hours", "ч", "soat", "ساعت"),
  lessons: texts("lessons", "занятий", "dars", "جلسه"),
  guests: texts("guests", "гостей", "mehmon", "مهمان"),
  km: texts("km", "км", "km", "کیلومتر"),
  years: texts("years", "лет", "yosh", "سال"),
} satisfies Record<string, Texts>;

/** Joins a title and its variant as each language punctuates it. */
export function withVariant(title: Texts, variant: Texts | null): Texts {
  if (!variant) return title;
  return mapTexts(title, (text, locale) =>
    locale === "fa" ? `${text}، ${variant.fa}` : `${text}, ${variant[locale]}`,
  );
}
