import type { Lang } from "../sdk";

/**
 * The languages administrators write and file content in (banners, categories, synonym
 * groups, a company's details), in the order the admin screens list them: Uzbek, the
 * country's language, first.
 */
export const CONTENT_LANGS: readonly Lang[] = ["uz", "ru", "en", "fa"];
