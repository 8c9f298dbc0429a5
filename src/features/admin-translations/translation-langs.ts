import type { Lang } from "../../../sdk";

/** The table's columns: English first, the text every other language is checked against. */
export const TRANSLATION_LANGS: readonly Lang[] = ["en", "ru", "uz", "fa"];

/** Persian is written right to left; the other three left to right. */
export const dirOf = (lang: Lang) => (lang === "fa" ? "rtl" : "ltr");
