/** Browser storage keys; their names are part of the product (SPEC.md section 3). */
export const STORAGE_KEYS = {
  access: "access",
  refresh: "refresh",
  locale: "user-locale",
  currency: "selected_currency",
  colorMode: "color-mode",
  /** sessionStorage: path → last automatic reload, so the 10 s guard survives the reload. */
  reloads: "build-reloads",
  /** sessionStorage: the visit's language and currency picks the profile has not taken yet. */
  visitChoices: "visit-choices",
} as const;
