import { type Expression, type ExpressionBuilder, type SqlBool, sql } from "kysely";
import type { BusinessesTable, Database, OfferingsTable } from "../../db/schema";
import { dollarBoundText } from "./exact-decimal";
import { priceNowSql, saleIsRunning } from "./price-now";
import type { OfferingFilters, PriceBound } from "./search-filters";
import type { TextQuery } from "./search-terms";

/** Queries over public offerings name them `o` and their business `b`. */
export type OfferingScope = Database & { o: OfferingsTable; b: BusinessesTable };
export type OfferingEb = ExpressionBuilder<OfferingScope, "o" | "b">;

/** Which of a search's filters a facet leaves out: its own. */
export interface Omitted {
  category?: boolean;
  region?: boolean;
}

/** Texts (`column` is a search_vector) holding every word of the query, in some known form. */
export function textMatches(column: string, text: TextQuery): Expression<SqlBool> {
  if (text.match === null) return sql<SqlBool>`false`;
  return sql<SqlBool>`${sql.ref(column)} @@ ${text.match}::tsquery`;
}

/**
 * Relevance: texts holding the query's words exactly as typed before those that hold only
 * their longer forms or near misses. Null when no word is known as typed (all rank alike).
 */
export function exactMatch(column: string, text: TextQuery): Expression<SqlBool> | null {
  return text.exact === null ? null : sql<SqlBool>`${sql.ref(column)} @@ ${text.exact}::tsquery`;
}

function dollarBound(bound: PriceBound) {
  return sql`${dollarBoundText(bound.amount, bound.rate)}::numeric`;
}

/** Queries over businesses name them `b`. */
export type BusinessEb = ExpressionBuilder<Database & { b: BusinessesTable }, "b">;

/** What makes a business public: accepted (searches, cards, favourites all ask this). */
export function isPublicBusiness(eb: BusinessEb): Expression<SqlBool> {
  return eb("b.status", "=", "accepted");
}

/** What makes an offering public: active, of a public business (the index reads it too). */
export function isPublicOffering(eb: OfferingEb): Expression<SqlBool> {
  return eb.and([eb("o.status", "=", "active"), isPublicBusiness(eb)]);
}

/** Public offerings (active, of an accepted business) that pass the filters. */
export function offeringConditions(
  eb: OfferingEb,
  filters: OfferingFilters,
  omitted: Omitted = {},
): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [isPublicOffering(eb)];
  if (filters.kind) conditions.push(eb("o.kind", "=", filters.kind));
  if (filters.categoryIds && !omitted.category) {
    conditions.push(eb("o.category_id", "in", filters.categoryIds));
  }
  if (filters.region && !omitted.region) {
    conditions.push(eb("b.region_code", "=", filters.region));
  }
  if (filters.businessId) conditions.push(eb("o.business_id", "=", filters.businessId));
  // The price paid now, the one a card shows (price-now.ts). Widened bounds (see halfUnit):
  // a price shown rounded to the bound is inside it.
  if (filters.priceMin) {
    conditions.push(sql<SqlBool>`${priceNowSql} >= ${dollarBound(filters.priceMin)}`);
  }
  if (filters.priceMax) {
    conditions.push(sql<SqlBool>`${priceNowSql} < ${dollarBound(filters.priceMax)}`);
  }
  if (filters.ratingMin !== null) {
    conditions.push(eb("o.rating_average", ">=", String(filters.ratingMin)));
  }
  if (filters.flashOnly) {
    conditions.push(
      sql<SqlBool>`EXISTS (SELECT 1 FROM flash_sales f WHERE f.offering_id = o.id AND ${saleIsRunning})`,
    );
  }
  if (filters.text) conditions.push(textMatches("o.search_vector", filters.text));
  return eb.and(conditions);
}
