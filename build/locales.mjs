// The interface languages, as the build needs them (index.html's first paint, the benchmark).

/** The language shown when neither `?l=` nor a stored choice says otherwise (DESIGN.md: i18n). */
export const DEFAULT_LOCALE = "ru";
export const LOCALES = ["ru", "uz", "en", "fa"];
