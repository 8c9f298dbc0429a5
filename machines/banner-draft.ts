import type {
  BannerDetail,
  BannerDraft,
  BannerPlacement,
  BannerRequest,
  Lang,
  LocalizedText,
} from "../sdk";
import { CONTENT_LANGS } from "./content-langs";

/**
 * A banner as its editor holds it: texts per language as typed, days as the date inputs give
 * them (yyyy-mm-dd), the order as typed. The administration's editor and a business's request
 * share it; only the administration orders banners (`position`).
 */
export interface BannerForm {
  image: string | null;
  link: string;
  titles: Record<Lang, string>;
  texts: Record<Lang, string>;
  placement: BannerPlacement;
  startsOn: string;
  endsOn: string;
  position: string;
  /** `mdi:name` shown beside the title, or null for none. */
  icon: string | null;
}

export type BannerTextField = "titles" | "texts";
export type BannerPlainField = "link" | "placement" | "startsOn" | "endsOn" | "position";

export const BANNER_PLACEMENTS: readonly BannerPlacement[] = [
  "home_hero",
  "home_strip",
  "search",
  "category",
  "business",
];

// Days are Tashkent's (UTC+5 all year, docs/admin.md): a banner runs from the start of its
// first day to the end of its last.
const TASHKENT = "+05:00";
const DAY_MS = 86_400_000;

/** A Tashkent day (yyyy-mm-dd) of an instant. */
export function tashkentDayOf(at: string | Date): string {
  return new Date(new Date(at).getTime() + 5 * 3_600_000).toISOString().slice(0, 10);
}

/** The first instant of a day, in UTC as the contract's date-time wants; "" for no day. */
function startOfDay(day: string, later = 0): string {
  const start = new Date(`${day}T00:00:00${TASHKENT}`).getTime();
  return Number.isNaN(start) ? "" : new Date(start + later).toISOString();
}

/** The instant after the last day: the banner runs the whole of it. */
function endOfDay(day: string): string {
  return startOfDay(day, DAY_MS);
}

const noTexts = (): Record<Lang, string> => ({ uz: "", ru: "", en: "", fa: "" });

/** A new banner: today for a week, beside the search lists. */
export function emptyBannerForm(today: Date = new Date()): BannerForm {
  return {
    image: null,
    link: "",
    titles: noTexts(),
    texts: noTexts(),
    placement: "search",
    startsOn: tashkentDayOf(today),
    endsOn: tashkentDayOf(new Date(today.getTime() + 6 * DAY_MS)),
    position: "0",
    icon: null,
  };
}

export function bannerFormOf(banner: BannerDetail): BannerForm {
  const texts = (value: LocalizedText) => ({ ...noTexts(), ...value });
  return {
    image: banner.image,
    link: banner.link,
    titles: texts(banner.titles),
    texts: texts(banner.texts),
    placement: banner.placement,
    startsOn: tashkentDayOf(banner.starts_at),
    // ends_at is the instant after the last day.
    endsOn: tashkentDayOf(new Date(new Date(banner.ends_at).getTime() - 1)),
    position: String(banner.position),
    icon: banner.icon ?? null,
  };
}

/** Languages left empty are absent: the banner falls back to Russian, then any it has. */
function filled(texts: Record<Lang, string>): LocalizedText {
  const result: LocalizedText = {};
  for (const lang of CONTENT_LANGS) {
    const text = texts[lang].trim();
    if (text) result[lang] = text;
  }
  return result;
}

/** A business's request as sent. An image not chosen yet is sent empty (`image_not_found`). */
export function bannerRequestOf(form: BannerForm): BannerRequest {
  return {
    image: form.image ?? "",
    link: form.link.trim(),
    titles: filled(form.titles),
    texts: filled(form.texts),
    placement: form.placement,
    starts_at: startOfDay(form.startsOn),
    ends_at: endOfDay(form.endsOn),
    icon: form.icon,
  };
}

/** The administration's banner as sent: a request plus its order in the placement. */
export function bannerDraftOf(form: BannerForm): BannerDraft {
  const position = form.position.trim() === "" ? 0 : Number(form.position);
  return { ...bannerRequestOf(form), position };
}
