import { sql } from "kysely";
import { jsonObjectFrom } from "kysely/helpers/postgres";
import type { OfferingDetail } from "../../../sdk/types.gen";
import type { Db } from "../../db/database";
import type { LocalizedText } from "../../db/schema";
import { pickText } from "../../i18n";
import { type FeedbackJson, feedbackFromJson } from "./feedback-json";
import { displaySalePriceSql, type Rate } from "./money";
import {
  type CardContext,
  type CardRow,
  type SaleRow,
  selectCards,
  toFlashSale,
  toOfferingCard,
} from "./offering-cards";

const relatedLimit = 8;

/** A public offering with what its page shows beyond the card. */
function selectDetail(db: Db, display: Rate) {
  return selectCards(db, display).select([
    "o.descriptions",
    "b.phone as business_phone",
    sql<string[]>`coalesce((SELECT json_agg(i.image_id ORDER BY i.position, i.image_id)
      FROM offering_images i WHERE i.offering_id = o.id), '[]'::json)`.as("images"),
  ]);
}

type DetailRow = CardRow & {
  descriptions: LocalizedText;
  business_phone: string;
  images: string[];
};

/** An offering's page as every visitor sees it, but for its related offerings. */
export interface PublicOfferingPage {
  row: DetailRow;
  /** The sale a flash-sale page is about, running or not. */
  askedSale: SaleRow | null;
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
export function loadRelatedCandidates(
  db: Db,
  categoryId: string,
  display: Rate,
): Promise<CardRow[]> {
  return selectCards(db, display)
    .where("o.category_id", "=", categoryId)
    .orderBy("o.rating_average", "desc")
    .orderBy("o.rating_count", "desc")
    .orderBy("o.created_at", "desc")
    .orderBy("o.id", "desc")
    .limit(relatedLimit + 1)
    .execute();
}

/** The pages of the public offerings among `ids` (several at once: see batched.ts). */
export async function loadOfferingPages(
  db: Db,
  ids: string[],
  display: Rate,
): Promise<Map<string, PublicOfferingPage>> {
  const rows = await selectDetail(db, display).where("o.id", "in", ids).execute();
  return new Map(rows.map((row) => [row.id, { row, askedSale: null }]));
}

/**
 * A flash sale's page: its offering's, about that sale whether or not it runs now. Null when
 * the sale is missing or its offering is not public.
 */
export async function loadFlashSalePage(
  db: Db,
  saleId: string,
  display: Rate,
): Promise<PublicOfferingPage | null> {
  const row = await selectDetail(db, display)
    .innerJoin("flash_sales as fs", "fs.offering_id", "o.id")
    .select([
      "fs.id as asked_id",
      sql<string>`fs.sale_price::text`.as("asked_sale_price"),
      displaySalePriceSql(display, "fs").as("asked_display_price"),
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
    display_price: row.asked_display_price,
    starts_at: row.asked_starts_at,
    ends_at: row.asked_ends_at,
    quantity_limit: row.asked_quantity_limit,
    sold: row.asked_sold,
  };
  return { row, askedSale };
}

export async function loadViewerState(
  db: Db,
  offeringId: string,
  viewerId: string,
): Promise<ViewerState> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .exists(
          eb
            .selectFrom("favorite_offerings")
            .select(sql.lit(1).as("one"))
            .where("offering_id", "=", offeringId)
            .where("user_id", "=", viewerId),
        )
        .as("is_favorite"),
      // JSON carries the timestamps as text, which FeedbackJson says and Kysely's type does not.
      sql<FeedbackJson | null>`${jsonObjectFrom(
        eb
          .selectFrom("feedback as f")
          .innerJoin("users as u", "u.id", "f.user_id")
          .selectAll("f")
          .select(["u.first_name as author_first_name", "u.last_name as author_last_name"])
          .where("f.offering_id", "=", offeringId)
          .where("f.user_id", "=", viewerId),
      )}`.as("my_feedback"),
    ])
    .executeTakeFirstOrThrow();
  return { is_favorite: Boolean(row.is_favorite), my_feedback: row.my_feedback };
}

const visitor: ViewerState = { is_favorite: false, my_feedback: null };

export function toOfferingDetail(
  page: PublicOfferingPage,
  relatedCandidates: CardRow[],
  context: CardContext,
  viewerId: string | null,
  viewer: ViewerState = visitor,
): OfferingDetail {
  const { row, askedSale } = page;
  const card = toOfferingCard(row, context);
  return {
    ...card,
    flash_sale: askedSale ? toFlashSale(askedSale, row, context) : card.flash_sale,
    description: pickText(row.descriptions, context.lang),
    images: row.images,
    business_phone: row.business_phone,
    is_favorite: viewer.is_favorite,
    my_feedback: feedbackFromJson(viewer.my_feedback, viewerId),
    related: relatedCandidates
      .filter((related) => related.id !== row.id)
      .slice(0, relatedLimit)
      .map((related) => toOfferingCard(related, context)),
  };
}
