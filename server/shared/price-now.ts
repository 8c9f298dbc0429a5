import { type RawBuilder, type SqlBool, sql } from "kysely";

/**
 * The price a buyer pays now, the one rule every price filter and price sort compares (in SQL
 * here, in the offering index from the same expressions: index-rows.ts loads each sale's
 * dollars with `saleMicroDollarsSql`, sales-now.ts applies the rest).
 *
 * While a sale of the offering runs (see `saleIsRunning`), it is the price of the sale its
 * card shows (the cheapest running one, `runningSale`); otherwise the regular price. A sale
 * starts, ends and sells out on its own clock, so this changes without a write.
 */

/** A sale (`f`) runs from its start until its end or until it has sold its limit. */
export const saleIsRunning = sql<SqlBool>`f.starts_at <= now() AND f.ends_at > now()
  AND (f.quantity_limit IS NULL OR f.sold < f.quantity_limit)`;

/**
 * A sale's (`f`) price in micro-dollars, rounded half up, exactly: converted at the rate its
 * offering's (`o`) dollar price was saved with, as its card converts it (displaySalePriceSql),
 * so it sorts against other offerings' dollar prices. `div` truncates exact numerics (all
 * values are ≥ 0), where a plain division would round at a scale of its own. A sale of a free
 * offering (which has no such rate; nothing offers one) counts as free.
 */
export const saleMicroDollarsSql: RawBuilder<string> = sql<string>`CASE WHEN o.price > 0
  THEN div(f.sale_price * o.price_usd * 2000000 + o.price, o.price * 2)
  ELSE o.price_usd * 1000000 END`;

/**
 * The price an offering (`o`) is bought at now, in dollars (numeric, exact to the
 * micro-dollar): its running sale's, else `o.price_usd`. The cheapest running sale is the one
 * shown, and the cheapest in its own currency is the cheapest in dollars.
 */
export const priceNowSql: RawBuilder<string> = sql<string>`coalesce((
  SELECT min(${saleMicroDollarsSql}) FROM flash_sales f
  WHERE f.offering_id = o.id AND ${saleIsRunning}) * 0.000001, o.price_usd)`;
