import { sql } from "kysely";
import type { Db } from "../../../db/database";
import type { BusinessStatus, LocalizedText, OfferingStatus } from "../../../db/schema";
import {
  type CardRow,
  displayAmountsSql,
  type SaleRow,
  selectCards,
} from "../../../shared/cards/offering-cards";
import type { FeedbackJson } from "../../../shared/feedback";
import { displaySalePriceSql, type Rate } from "../../../shared/money";

/** Related offerings an offering's page shows. */
export const relatedLimit = 8;

/**
 * Milliseconds until one of the offering's (`o`) sales starts or ends, from the database's
 * clock; null when none will. Until then the page changes only with a write.
 */
const saleChangeSql = sql<string | null>`(SELECT round(extract(epoch FROM
    min(CASE WHEN f.starts_at > now() THEN f.starts_at ELSE f.ends_at END) - now()) * 1000)
  FROM flash_sales f WHERE f.offering_id = o.id AND f.ends_at > now())`;

/** A public offering with what its page shows beyond the card, in every currency. */
function selectDetail(db: Db, currencies: readonly Rate[]) {
  return selectCards(db, currencies).select([
    "o.descriptions",
    "b.phone as business_phone",
    // What the feedback rule reads (see feedbackRefusal).
    "b.owner_id as business_owner_id",
    "b.status as business_status",
    "o.status as offering_status",
    sql<string[]>`coalesce((SELECT json_agg(i.image_id ORDER BY i.position, i.image_id)
      FROM offering_images i WHERE i.offering_id = o.id), '[]'::json)`.as("images"),
    saleChangeSql.as("sale_change_ms"),
  ]);
}

type DetailRow = CardRow & {
  descriptions: LocalizedText;
  business_phone: string;
  business_owner_id: string;
  business_status: BusinessStatus;
  offering_status: OfferingStatus;
  images: string[];
  sale_change_ms: string | null;
};

/**
 * Until when rows read at `asked` (epoch ms, before the query began) hold if nothing is
 * written: until the first sale in them starts or ends. Counted from `asked`, not from the
 * database's later clock, so never too late.
 */
function expiryOf(asked: number, rows: ReadonlyArray<{ sale_change_ms: string | null }>): number {
  let expiresAt = Number.POSITIVE_INFINITY;
  for (const row of rows) {
    if (row.sale_change_ms !== null) {
      expiresAt = Math.min(expiresAt, asked + Number(row.sale_change_ms));
    }
  }
  return expiresAt;
}

/**
 * An offering's page as every visitor sees it, in every language and currency, but for its
 * related offerings: what the detail cache keeps, by offering (or sale) id.
 */
export interface PublicOfferingPage {
  row: DetailRow;
  /** The sale a flash-sale page is about, running or not. */
  askedSale: SaleRow | null;
  /** Epoch ms when a sale on the page starts or ends (Infinity: none will). */
  expiresAt: number;
}

/** The best rated public offerings of a category (see loadRelated), in every currency. */
export interface RelatedOfferings {
  rows: CardRow[];
  expiresAt: number;
}

/** The caller's own favourite and feedback: never cached, never shown to anyone else. */
export interface ViewerState {
  is_favorite: boolean;
  my_feedback: FeedbackJson | null;
}

/**
 * The best rated public offerings of a category, one more than a page shows so that one of
 * them may be the page's own offering. Per category, not per offering: the cache keeps one
 * list for all the category's pages.
 */
export async function loadRelated(
  db: Db,
  categoryId: string,
  currencies: readonly Rate[],
): Promise<RelatedOfferings> {
  const asked = Date.now();
  const rows = await selectCards(db, currencies)
    .select(saleChangeSql.as("sale_change_ms"))
    .where("o.category_id", "=", categoryId)
    .orderBy("o.rating_average", "desc")
    .orderBy("o.rating_count", "desc")
    .orderBy("o.created_at", "desc")
    .orderBy("o.id", "desc")
    .limit(relatedLimit + 1)
    .execute();
  return { rows, expiresAt: expiryOf(asked, rows) };
}

/** The pages of the public offerings among `ids` (several at once: see shared/batched.ts). */
export async function loadOfferingPages(
  db: Db,
  ids: string[],
  currencies: readonly Rate[],
): Promise<Map<string, PublicOfferingPage>> {
  const asked = Date.now();
  const rows = await selectDetail(db, currencies).where("o.id", "in", ids).execute();
  return new Map(
    rows.map((row) => [row.id, { row, askedSale: null, expiresAt: expiryOf(asked, [row]) }]),
  );
}

/**
 * A flash sale's page: its offering's, about that sale whether or not it runs now. Null when
 * the sale is missing or its offering is not public.
 */
export async function loadFlashSalePage(
  db: Db,
  saleId: string,
  currencies: readonly Rate[],
): Promise<PublicOfferingPage | null> {
  const asked = Date.now();
  const row = await selectDetail(db, currencies)
    .innerJoin("flash_sales as fs", "fs.offering_id", "o.id")
    .select([
      "fs.id as asked_id",
      sql<string>`fs.sale_price::text`.as("asked_sale_price"),
      displayAmountsSql(currencies, (display) => displaySalePriceSql(display, "fs")).as(
        "asked_display_prices",
      ),
      "fs.starts_at as asked_starts_at",
      "fs.ends_at as asked_ends_at",
      "fs.quantity_limit as asked_quantity_limit",
      "fs.sold as asked_sold",
    ])
    .where("fs.id", "=", saleId)
    .executeTakeFirst();
  if (!row) return null;
  const askedSale: SaleRow = {
    id: row.asked_id,
    sale_price: row.asked_sale_price,
    display_prices: row.asked_display_prices,
    starts_at: row.asked_starts_at,
    ends_at: row.asked_ends_at,
    quantity_limit: row.asked_quantity_limit,
    sold: row.asked_sold,
  };
  return { row, askedSale, expiresAt: expiryOf(asked, [row]) };
}

/** Whose state on which offering: `${offeringId} ${userId}`. */
export function viewerKey(offeringId: string, userId: string): string {
  return `${offeringId} ${userId}`;
}

/**
 * The callers' favourites and feedback on the offerings they opened, for several callers at
 * once (see shared/batched.ts): two primary-key lookups per caller, on favorite_offerings and on
 * feedback's (user_id, offering_id) index.
 */
export async function loadViewerStates(db: Db, keys: string[]): Promise<Map<string, ViewerState>> {
  const asked = keys.map((key, i) => {
    const [offeringId = "", userId = ""] = key.split(" ");
    return sql`(${i}::int, ${offeringId}::uuid, ${userId}::uuid)`;
  });
  const result = await sql<{ i: number } & ViewerState>`
    SELECT k.i,
      EXISTS (SELECT 1 FROM favorite_offerings fo
        WHERE fo.user_id = k.user_id AND fo.offering_id = k.offering_id) AS is_favorite,
      (SELECT to_json(mine) FROM (
        SELECT f.*, u.first_name AS author_first_name, u.last_name AS author_last_name
        FROM feedback f JOIN users u ON u.id = f.user_id
        WHERE f.user_id = k.user_id AND f.offering_id = k.offering_id) mine) AS my_feedback
    FROM (VALUES ${sql.join(asked)}) AS k (i, offering_id, user_id)`.execute(db);
  const states = new Map<string, ViewerState>();
  for (const row of result.rows) {
    const key = keys[row.i];
    if (key !== undefined) {
      states.set(key, { is_favorite: Boolean(row.is_favorite), my_feedback: row.my_feedback });
    }
  }
  return states;
}
