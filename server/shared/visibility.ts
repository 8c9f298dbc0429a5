import type { Expression, ExpressionBuilder, SqlBool } from "kysely";
import type { BusinessesTable, Database, OfferingsTable } from "../db/schema";

/**
 * What the public may see, the one rule every query that shows the catalogue applies:
 * searches, cards, favourites, the offering index.
 */

/** Queries over public offerings name them `o` and their business `b`. */
type OfferingScope = Database & { o: OfferingsTable; b: BusinessesTable };
export type OfferingEb = ExpressionBuilder<OfferingScope, "o" | "b">;

/** Queries over businesses name them `b`. */
export type BusinessEb = ExpressionBuilder<Database & { b: BusinessesTable }, "b">;

/** What makes a business public: accepted. */
export function isPublicBusiness(eb: BusinessEb): Expression<SqlBool> {
  return eb("b.status", "=", "accepted");
}

/** What makes an offering public: active, of a public business. */
export function isPublicOffering(eb: OfferingEb): Expression<SqlBool> {
  return eb.and([eb("o.status", "=", "active"), isPublicBusiness(eb)]);
}
