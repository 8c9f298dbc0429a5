import { sql } from "kysely";
import type { BusinessCard } from "../../../sdk/types.gen";
import type { Db } from "../../db/database";
import type { LocalizedText } from "../../db/schema";
import { pickText } from "../../i18n";
import { type CatalogReference, toRegion } from "../catalog-reference";
import { toRatingSummary } from "../rating";
import { isPublicBusiness } from "../visibility";

/**
 * Its public offerings: kept on the row by migration 0003's triggers; a business that is not
 * accepted has none (isPublicBusiness, in SQL text here: a column expression, not a filter).
 */
export const publicOfferingCount = sql<number>`CASE WHEN b.status = 'accepted'
  THEN b.active_offering_count ELSE 0 END`;

/** Accepted businesses with everything a card shows, in one query. */
export function selectBusinessCards(db: Db) {
  return db
    .selectFrom("businesses as b")
    .innerJoin("okeds as k", "k.id", "b.oked_id")
    .select([
      "b.id",
      "b.names",
      "b.descriptions",
      "b.logo_image_id",
      "b.region_code",
      "b.rating_average",
      "b.rating_count",
      "b.like_count",
      "k.id as oked_id",
      "k.code as oked_code",
      "k.names as oked_names",
    ])
    .select(publicOfferingCount.as("offering_count"))
    .where(isPublicBusiness);
}

export interface BusinessCardRow {
  id: string;
  names: LocalizedText;
  descriptions: LocalizedText;
  logo_image_id: string | null;
  region_code: string | null;
  rating_average: string;
  rating_count: number;
  like_count: number;
  oked_id: string;
  oked_code: string;
  oked_names: LocalizedText;
  offering_count: number;
}

export function toBusinessCard(
  row: BusinessCardRow,
  ref: CatalogReference,
  lang: string,
): BusinessCard {
  return {
    id: row.id,
    name: pickText(row.names, lang),
    description: pickText(row.descriptions, lang),
    logo: row.logo_image_id,
    region: toRegion(ref, row.region_code, lang),
    oked: { id: row.oked_id, code: row.oked_code, name: pickText(row.oked_names, lang) },
    rating: toRatingSummary(row),
    offering_count: row.offering_count,
  };
}

/** The rows of the accepted businesses among `ids` (in no particular order). */
export async function loadBusinessCardRows(
  db: Db,
  ids: readonly string[],
): Promise<BusinessCardRow[]> {
  if (ids.length === 0) return [];
  return selectBusinessCards(db)
    .where("b.id", "in", [...ids])
    .execute();
}

/** Cards in the order of `ids`; ids without a row (not accepted) are left out. */
export function businessCardsInOrder(
  ids: readonly string[],
  rows: readonly BusinessCardRow[],
  ref: CatalogReference,
  lang: string,
): BusinessCard[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toBusinessCard(row, ref, lang)] : [];
  });
}
