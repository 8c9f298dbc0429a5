import type { Db } from "../../db/database";
import type { LocalizedText, OfferingKind } from "../../db/schema";
import { ApiError } from "../../errors";
import { languages } from "../../i18n";
import type { CurrencyCode } from "../../shared/money";
import { attachableImages, findCategory, findCurrency, type PriceValues } from "./repository";

/**
 * What an owner sends, checked beyond the contract's schema (which has already held lengths,
 * formats and the image count) against the database: a category of the offering's kind, a
 * known currency, images the caller may attach.
 */

/** Each language's text without its blank edges; a language left blank has no text. */
export function cleanTexts(texts: LocalizedText | undefined): LocalizedText {
  const clean: LocalizedText = {};
  for (const lang of languages) {
    const text = texts?.[lang]?.trim();
    if (text) clean[lang] = text;
  }
  return clean;
}

export async function checkCategory(db: Db, id: string, kind: OfferingKind): Promise<string> {
  const category = await findCategory(db, id.toLowerCase());
  if (!category || category.kind !== kind) throw new ApiError(400, "invalid_category");
  return category.id;
}

/** The price as stored: the number as sent, in its currency, with that currency's rate. */
export async function priceOf(db: Db, price: number, code: CurrencyCode): Promise<PriceValues> {
  const currency = await findCurrency(db, code);
  if (!currency) throw new ApiError(400, "currency_not_found");
  return { price: String(price), currencyId: currency.id, rate: currency.rate };
}

/**
 * The images in the order sent, each one the caller uploaded or already on this offering
 * (`offeringId`), else `image_not_found`: an id seen on another shop's page is not theirs to use.
 */
export async function checkImages(
  db: Db,
  ownerId: string,
  offeringId: string | null,
  imageIds: readonly string[],
): Promise<string[]> {
  const ids = imageIds.map((id) => id.toLowerCase());
  // The contract's uniqueItems compares the ids as sent, not as the same id in two cases.
  if (new Set(ids).size !== ids.length) throw new ApiError(400, "image_not_found");
  const allowed = await attachableImages(db, ownerId, offeringId, ids);
  if (ids.some((id) => !allowed.has(id))) throw new ApiError(400, "image_not_found");
  return ids;
}
