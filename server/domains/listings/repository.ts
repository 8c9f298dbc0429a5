import { type ExpressionBuilder, sql } from "kysely";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import type { Db } from "../../db/database";
import type { Database, LocalizedText, OfferingKind, OfferingStatus } from "../../db/schema";
import type { CurrencyCode } from "../../shared/money";

/** A sale as the owner's answers show it, read as JSON (times as text, price as a number). */
export interface SaleJson {
  id: string;
  sale_price: number | string;
  starts_at: string;
  ends_at: string;
  quantity_limit: number | null;
  sold: number;
}

function salesOf(eb: ExpressionBuilder<Database & { o: Database["offerings"] }, "o">) {
  return jsonArrayFrom(
    eb
      .selectFrom("flash_sales as f")
      .select(["f.id", "f.sale_price", "f.starts_at", "f.ends_at", "f.quantity_limit", "f.sold"])
      .whereRef("f.offering_id", "=", "o.id")
      .orderBy("f.starts_at", "desc")
      .orderBy("f.id"),
  );
}

const imagesSql = sql<
  string[]
>`coalesce((SELECT json_agg(i.image_id ORDER BY i.position, i.image_id)
  FROM offering_images i WHERE i.offering_id = o.id), '[]'::json)`;

/** One of a business's offerings with everything its owner edits, or undefined. */
export function findOfferingRow(db: Db, businessId: string, offeringId: string) {
  return db
    .selectFrom("offerings as o")
    .innerJoin("businesses as b", "b.id", "o.business_id")
    .innerJoin("categories as c", "c.id", "o.category_id")
    .innerJoin("currencies as cur", "cur.id", "o.currency_id")
    .select([
      "o.id",
      "o.kind",
      "o.status",
      "o.titles",
      "o.descriptions",
      "o.price",
      "o.created_at",
      "o.updated_at",
      "b.status as business_status",
      "c.id as category_id",
      "c.slug as category_slug",
      "c.names as category_names",
      "cur.code as currency_code",
    ])
    .select((eb) => [imagesSql.as("images"), salesOf(eb).as("sales")])
    .where("o.id", "=", offeringId)
    .where("o.business_id", "=", businessId)
    .executeTakeFirst();
}

export type OfferingRow = NonNullable<Awaited<ReturnType<typeof findOfferingRow>>>;

/** How many of a kind a business has in each status. */
export async function countByStatus(
  db: Db,
  businessId: string,
  kind: OfferingKind,
): Promise<Record<OfferingStatus, number>> {
  const rows = await db
    .selectFrom("offerings")
    .select(["status", (eb) => eb.fn.countAll<string>().as("n")])
    .where("business_id", "=", businessId)
    .where("kind", "=", kind)
    .groupBy("status")
    .execute();
  const counts: Record<OfferingStatus, number> = { draft: 0, active: 0, archived: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

export interface ListFilter {
  businessId: string;
  kind: OfferingKind;
  status: OfferingStatus | undefined;
  /** Normalized like `search_text` (normalizeQuery); empty: no text filter. */
  text: string;
}

function listed(filter: ListFilter) {
  return (eb: ExpressionBuilder<Database & { o: Database["offerings"] }, "o">) =>
    eb.and([
      eb("o.business_id", "=", filter.businessId),
      eb("o.kind", "=", filter.kind),
      ...(filter.status ? [eb("o.status", "=", filter.status)] : []),
      // A substring of the owner's own few offerings' texts: no index needed, no typos either.
      ...(filter.text ? [eb(sql`strpos(o.search_text, ${filter.text})`, ">", 0)] : []),
    ]);
}

/** A page of a business's offerings (see `listed`), newest first, as the list's cards. */
export function listOfferingRows(db: Db, filter: ListFilter, limit: number, offset: number) {
  return (
    db
      .selectFrom("offerings as o")
      .innerJoin("categories as c", "c.id", "o.category_id")
      .innerJoin("currencies as cur", "cur.id", "o.currency_id")
      .select([
        "o.id",
        "o.kind",
        "o.status",
        "o.titles",
        "o.price",
        "o.updated_at",
        "c.id as category_id",
        "c.slug as category_slug",
        "c.names as category_names",
        "cur.code as currency_code",
        sql<string | null>`(SELECT i.image_id FROM offering_images i WHERE i.offering_id = o.id
        ORDER BY i.position, i.image_id LIMIT 1)`.as("image"),
      ])
      // The sale running now or next: not ended, not sold out, the earliest start.
      .select((eb) =>
        jsonArrayFrom(
          eb
            .selectFrom("flash_sales as f")
            .select([
              "f.id",
              "f.sale_price",
              "f.starts_at",
              "f.ends_at",
              "f.quantity_limit",
              "f.sold",
            ])
            .whereRef("f.offering_id", "=", "o.id")
            .where("f.ends_at", ">", sql<Date>`now()`)
            .where((w) =>
              w.or([
                w("f.quantity_limit", "is", null),
                w("f.sold", "<", w.ref("f.quantity_limit")),
              ]),
            )
            .orderBy("f.starts_at")
            .limit(1),
        ).as("sales"),
      )
      .where(listed(filter))
      .orderBy("o.created_at", "desc")
      .orderBy("o.id", "desc")
      .limit(limit)
      .offset(offset)
      .execute()
  );
}

export async function countListed(db: Db, filter: ListFilter): Promise<number> {
  const row = await db
    .selectFrom("offerings as o")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where(listed(filter))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findCategory(db: Db, id: string) {
  return db.selectFrom("categories").select(["id", "kind"]).where("id", "=", id).executeTakeFirst();
}

export function findCurrency(db: Db, code: CurrencyCode) {
  return db
    .selectFrom("currencies")
    .select(["id", sql<string>`rate::text`.as("rate")])
    .where("code", "=", code)
    .executeTakeFirst();
}

/**
 * Which of these images the caller may attach to an offering: those they uploaded, and those
 * already on it (`offeringId`, when editing one).
 */
export async function attachableImages(
  db: Db,
  ownerId: string,
  offeringId: string | null,
  imageIds: readonly string[],
): Promise<Set<string>> {
  if (imageIds.length === 0) return new Set();
  const rows = await db
    .selectFrom("images")
    .select("id")
    .where("id", "in", imageIds)
    .where((eb) =>
      eb.or([
        eb("owner_id", "=", ownerId),
        ...(offeringId === null
          ? []
          : [
              eb(
                "id",
                "in",
                eb
                  .selectFrom("offering_images")
                  .select("image_id")
                  .where("offering_id", "=", offeringId),
              ),
            ]),
      ]),
    )
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** A price and the dollar price kept beside it, at the currency's rate (see migration 0002). */
export interface PriceValues {
  /** Rounded to the column's cents here, so the dollar price is of the price stored. */
  price: string;
  currencyId: number;
  rate: string;
}

/**
 * The columns of a price: the dollar price is computed in SQL, where numeric division is exact
 * to the column's six decimals, from the price as the column keeps it.
 */
function priceColumns(price: PriceValues) {
  return {
    price: sql<string>`round(${price.price}::numeric, 2)`,
    currency_id: price.currencyId,
    price_usd: sql<string>`round(round(${price.price}::numeric, 2) / ${price.rate}::numeric, 6)`,
  };
}

export interface NewOffering {
  businessId: string;
  kind: OfferingKind;
  categoryId: string;
  titles: LocalizedText;
  descriptions: LocalizedText;
  searchText: string;
  price: PriceValues;
}

export async function insertOffering(db: Db, offering: NewOffering): Promise<string> {
  const row = await db
    .insertInto("offerings")
    .values({
      business_id: offering.businessId,
      category_id: offering.categoryId,
      kind: offering.kind,
      titles: JSON.stringify(offering.titles),
      descriptions: JSON.stringify(offering.descriptions),
      search_text: offering.searchText,
      status: "draft",
      ...priceColumns(offering.price),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The row an update starts from, locked until the transaction ends. */
export function lockOffering(db: Db, businessId: string, offeringId: string) {
  return db
    .selectFrom("offerings")
    .select([
      "id",
      "kind",
      "status",
      "titles",
      "descriptions",
      "category_id",
      sql<string>`price::text`.as("price"),
      sql<CurrencyCode>`(SELECT code FROM currencies WHERE id = offerings.currency_id)`.as(
        "currency_code",
      ),
    ])
    .where("id", "=", offeringId)
    .where("business_id", "=", businessId)
    .forUpdate()
    .executeTakeFirst();
}

export interface OfferingChange {
  categoryId?: string;
  titles?: LocalizedText;
  descriptions?: LocalizedText;
  searchText?: string;
  price?: PriceValues;
  status?: OfferingStatus;
}

export async function updateOfferingRow(db: Db, id: string, change: OfferingChange) {
  await db
    .updateTable("offerings")
    .set({
      ...(change.categoryId !== undefined && { category_id: change.categoryId }),
      ...(change.titles !== undefined && { titles: JSON.stringify(change.titles) }),
      ...(change.descriptions !== undefined && {
        descriptions: JSON.stringify(change.descriptions),
      }),
      ...(change.searchText !== undefined && { search_text: change.searchText }),
      ...(change.price !== undefined && priceColumns(change.price)),
      ...(change.status !== undefined && { status: change.status }),
      updated_at: sql<Date>`now()`,
    })
    .where("id", "=", id)
    .execute();
}

/** The offering's images become these, in this order. */
export async function replaceImages(db: Db, offeringId: string, imageIds: readonly string[]) {
  await db.deleteFrom("offering_images").where("offering_id", "=", offeringId).execute();
  if (imageIds.length === 0) return;
  await db
    .insertInto("offering_images")
    .values(
      imageIds.map((imageId, position) => ({
        offering_id: offeringId,
        image_id: imageId,
        position,
      })),
    )
    .execute();
}

/** Deletes one of a business's offerings (its sales, images' places and feedback go with it). */
export async function deleteOfferingRow(
  db: Db,
  businessId: string,
  offeringId: string,
): Promise<boolean> {
  const deleted = await db
    .deleteFrom("offerings")
    .where("id", "=", offeringId)
    .where("business_id", "=", businessId)
    .returning("id")
    .executeTakeFirst();
  return deleted !== undefined;
}

/**
 * Whether the offering's sales that have not ended all stay below `price` (rounded to cents as
 * the column keeps it): what a new regular price must hold to.
 */
export async function salesStayBelow(db: Db, offeringId: string, price: string): Promise<boolean> {
  const row = await db
    .selectFrom("flash_sales")
    .select("id")
    .where("offering_id", "=", offeringId)
    .where("ends_at", ">", sql<Date>`now()`)
    .where("sale_price", ">=", sql<string>`round(${price}::numeric, 2)`)
    .limit(1)
    .executeTakeFirst();
  return row === undefined;
}

/** Whether `salePrice`, rounded to cents as the column keeps it, is below the offering's price. */
export async function isBelowPrice(
  db: Db,
  offeringId: string,
  salePrice: string,
): Promise<boolean> {
  const row = await db
    .selectFrom("offerings")
    .select(sql<boolean>`round(${salePrice}::numeric, 2) < price`.as("below"))
    .where("id", "=", offeringId)
    .executeTakeFirstOrThrow();
  return row.below;
}

/** Whether another sale of the offering shares any moment with [startsAt, endsAt). */
export async function overlapsSale(
  db: Db,
  offeringId: string,
  startsAt: Date,
  endsAt: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom("flash_sales")
    .select("id")
    .where("offering_id", "=", offeringId)
    .where("starts_at", "<", endsAt)
    .where("ends_at", ">", startsAt)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export interface NewSale {
  offeringId: string;
  price: string;
  startsAt: Date;
  endsAt: Date;
  quantityLimit: number | null;
}

export async function insertSale(db: Db, sale: NewSale): Promise<void> {
  await db
    .insertInto("flash_sales")
    .values({
      offering_id: sale.offeringId,
      sale_price: sql<string>`round(${sale.price}::numeric, 2)`,
      starts_at: sale.startsAt,
      ends_at: sale.endsAt,
      quantity_limit: sale.quantityLimit,
    })
    .execute();
}

/** Deletes a sale of one of a business's offerings; answers its offering's id, or undefined. */
export async function deleteSaleRow(
  db: Db,
  businessId: string,
  saleId: string,
): Promise<string | undefined> {
  const deleted = await db
    .deleteFrom("flash_sales")
    .where("id", "=", saleId)
    .where("offering_id", "in", (eb) =>
      eb.selectFrom("offerings").select("id").where("business_id", "=", businessId),
    )
    .returning("offering_id")
    .executeTakeFirst();
  return deleted?.offering_id;
}
