import type { Lang } from "../../../sdk";

/** The languages a group is filed under, in the order the admin screens list languages. */
export const SYNONYM_LANGS: readonly Lang[] = ["uz", "ru", "en", "fa"];
