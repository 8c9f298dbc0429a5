import type { BannerDraft, BannerRequest } from "../../../sdk/types.gen";
import type { Db } from "../../db/database";
import type { LocalizedText } from "../../db/schema";
import { ApiError } from "../../errors";
import { iconExists } from "../icons/icon-sets";
import { type BannerValues, ownsImage } from "./repository";

/** A banner runs at most a year: a longer one is more likely a typo than a plan. */
const MAX_RUN_MS = 366 * 24 * 3_600_000;

/**
 * Where a banner may lead (the contract's pattern says the same; this is the check that does
 * not rely on a regular expression being right): a path of this site, never `//host` or
 * `/\host`, which browsers read as another site, or an https:// address with a host and no
 * user name. Nothing with spaces or control characters.
 */
export function isBannerLink(link: string): boolean {
  if (/[\s\p{Cc}]/u.test(link)) return false;
  if (link.startsWith("/")) return !/^\/[/\\]/.test(link);
  if (!link.startsWith("https://")) return false;
  try {
    const url = new URL(link);
    return url.protocol === "https:" && url.hostname !== "" && !url.username && !url.password;
  } catch {
    return false;
  }
}

function trimmedTexts(texts: LocalizedText | undefined): LocalizedText {
  const result: LocalizedText = {};
  for (const [lang, text] of Object.entries(texts ?? {}) as [keyof LocalizedText, string][]) {
    const value = text.trim();
    if (value) result[lang] = value;
  }
  return result;
}

/**
 * A banner as the caller may store it: its link, its dates (ending after it starts, within a
 * year, and after `now` when `mustEndAfter` is given), and an image the caller uploaded or the
 * banner already shows (`currentImage`).
 */
export async function bannerValues(
  db: Db,
  input: BannerDraft | BannerRequest,
  rules: { userId: string; currentImage?: string; mustEndAfter?: Date },
): Promise<BannerValues> {
  if (!isBannerLink(input.link)) throw new ApiError(400, "banner_link_invalid");
  const startsAt = new Date(input.starts_at);
  const endsAt = new Date(input.ends_at);
  const run = endsAt.getTime() - startsAt.getTime();
  if (!(run > 0) || run > MAX_RUN_MS) throw new ApiError(400, "banner_dates_invalid");
  if (rules.mustEndAfter && endsAt <= rules.mustEndAfter) {
    throw new ApiError(400, "banner_dates_invalid");
  }
  const icon = input.icon ?? null;
  if (icon !== null && !(await iconExists(icon))) throw new ApiError(400, "icon_invalid");
  const imageId = input.image.toLowerCase();
  if (imageId !== rules.currentImage && !(await ownsImage(db, imageId, rules.userId))) {
    throw new ApiError(400, "image_not_found");
  }
  return {
    imageId,
    link: input.link,
    titles: trimmedTexts(input.titles),
    texts: trimmedTexts(input.texts),
    placement: input.placement,
    startsAt,
    endsAt,
    position: "position" in input ? (input.position ?? 0) : 0,
    icon,
  };
}
