import { type RawBuilder, sql } from "kysely";
import { jsonObjectFrom } from "kysely/helpers/postgres";
import type { FlashSale, Money, OfferingCard } from "../../../sdk/types.gen";
import type { Db } from "../../db/database";
import type { LocalizedText, OfferingKind } from "../../db/schema";
import { pickText } from "../../i18n";
import { type CatalogReference, currencyById, toRegion } from "../catalog-reference";
import { discountPercent, displayPriceSql, displaySalePriceSql, money, type Rate } from "../money";
import { saleIsRunning } from "../price-now";
import { toRatingSummary } from "../rating";
import { isPublicOffering, type OfferingEb } from "../visibility";

/** What turning rows into cards needs: the names, the language and the display currency. */
export interface CardContext {
  ref: CatalogReference;
  lang: string;
  display: Rate;
}

/** Amounts in display currencies, keyed by the currency's id: `{ "1": "150000", "3": "11.86" }`. */
type DisplayAmounts = Partial<Record<string, string>>;

/**
 * One amount in each of `currencies`, as a JSON object (see DisplayAmounts): a row read once
 * serves every display currency, while the conversions stay in SQL, where they are exact.
 */
export function displayAmountsSql(
  currencies: readonly Rate[],
  amount: (display: Rate) => RawBuilder<string>,
): RawBuilder<DisplayAmounts> {
  const pairs = currencies.flatMap((currency) => [sql.lit(String(currency.id)), amount(currency)]);
  return sql<DisplayAmounts>`json_build_object(${sql.join(pairs)})`;
}

/**
 * The sale a card shows: of those running, the cheapest (then the one ending first), the same
 * one `searchFlashSales` sorts by.
 */
export function runningSale(eb: OfferingEb, currencies: readonly Rate[]) {
  return eb
    .selectFrom("flash_sales as f")
    .select([
      "f.id",
      // Text: inside JSON a numeric would turn into a binary float.
      sql<string>`f.sale_price::text`.as("sale_price"),
      displayAmountsSql(currencies, (display) => displaySalePriceSql(display)).as("display_prices"),
      "f.starts_at",
      "f.ends_at",
      "f.quantity_limit",
      "f.sold",
    ])
    .whereRef("f.offering_id", "=", "o.id")
    .where(saleIsRunning)
    .orderBy("f.sale_price")
    .orderBy("f.ends_at")
    .limit(1);
}

function firstImage(eb: OfferingEb) {
  return eb
    .selectFrom("offering_images as i")
    .select("i.image_id")
    .whereRef("i.offering_id", "=", "o.id")
    .orderBy("i.position")
    .orderBy("i.image_id")
    .limit(1);
}

/**
 * Public offerings with everything a card shows, in one query (no lookups per card), priced in
 * each of `currencies`.
 */
export function selectCards(db: Db, currencies: readonly Rate[]) {
  return db
    .selectFrom("offerings as o")
    .innerJoin("businesses as b", "b.id", "o.business_id")
    .select([
      "o.id",
      "o.kind",
      "o.titles",
      "o.category_id",
      "o.price",
      "o.currency_id",
      "o.rating_average",
      "o.rating_count",
      "o.like_count",
      "o.created_at",
      "b.id as business_id",
      "b.names as business_names",
      "b.logo_image_id as business_logo",
      "b.region_code as business_region",
    ])
    .select((eb) => [
      displayAmountsSql(currencies, displayPriceSql).as("display_prices"),
      firstImage(eb).as("image"),
      jsonObjectFrom(runningSale(eb, currencies)).as("sale"),
    ])
    .where(isPublicOffering);
}

/** A sale as stored (from a row or from the JSON of `runningSale`). */
export interface SaleRow {
  id: string;
  sale_price: string;
  display_prices: DisplayAmounts;
  starts_at: Date | string;
  ends_at: Date | string;
  quantity_limit: number | null;
  sold: number;
}

export interface CardRow {
  id: string;
  kind: OfferingKind;
  titles: LocalizedText;
  category_id: string;
  price: string;
  display_prices: DisplayAmounts;
  currency_id: number;
  rating_average: string;
  rating_count: number;
  like_count: number;
  created_at: Date | string;
  business_id: string;
  business_names: LocalizedText;
  business_logo: string | null;
  business_region: string | null;
  image: string | null;
  sale: SaleRow | null;
}

/** The amount in the display currency: a row is read with every currency a request may ask. */
function inDisplay(amounts: DisplayAmounts, display: Rate): Money {
  const amount = amounts[String(display.id)];
  if (amount === undefined) throw new Error(`No amount in currency ${display.code}`);
  return money(amount, display.code);
}

export function toFlashSale(sale: SaleRow, offering: CardRow, context: CardContext): FlashSale {
  const pricedIn = currencyById(context.ref, offering.currency_id);
  return {
    id: sale.id,
    price: money(sale.sale_price, pricedIn.code),
    display_price: inDisplay(sale.display_prices, context.display),
    discount_percent: discountPercent(sale.sale_price, offering.price),
    starts_at: new Date(sale.starts_at).toISOString(),
    ends_at: new Date(sale.ends_at).toISOString(),
    quantity_limit: sale.quantity_limit,
    sold: sale.sold,
  };
}

export function toOfferingCard(row: CardRow, context: CardContext): OfferingCard {
  const { ref, lang, display } = context;
  const pricedIn = currencyById(ref, row.currency_id);
  const category = ref.categories.byId.get(row.category_id);
  return {
    id: row.id,
    kind: row.kind,
    title: pickText(row.titles, lang),
    image: row.image,
    price: money(row.price, pricedIn.code),
    display_price: inDisplay(row.display_prices, display),
    business: {
      id: row.business_id,
      name: pickText(row.business_names, lang),
      logo: row.business_logo,
      region: toRegion(ref, row.business_region, lang),
    },
    category: {
      id: row.category_id,
      slug: category?.slug ?? "",
      name: pickText(category?.names, lang),
    },
    rating: toRatingSummary(row),
    flash_sale: row.sale ? toFlashSale(row.sale, row, context) : null,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** The rows of the public offerings among `ids` (in no particular order). */
export async function loadCardRows(
  db: Db,
  ids: readonly string[],
  currencies: readonly Rate[],
): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  return selectCards(db, currencies)
    .where("o.id", "in", [...ids])
    .execute();
}

/** Cards in the order of `ids`; ids without a row (not public) are left out. */
export function cardsInOrder(
  ids: readonly string[],
  rows: readonly CardRow[],
  context: CardContext,
): OfferingCard[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toOfferingCard(row, context)] : [];
  });
}
