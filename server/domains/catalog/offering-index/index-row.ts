import type { OfferingKind } from "../../../db/schema";

/** A public offering as the index keeps it: what searches filter, count and sort on. */
export interface IndexRow {
  id: string;
  kind: OfferingKind;
  business_id: string;
  category_id: string;
  region_code: string | null;
  /** price_usd's whole dollars (exact in a double for any numeric(20, 6))… */
  price_dollars: number;
  /** …and the micro-dollars below a dollar, 0 to 999,999: compared after the dollars. */
  price_micros: number;
  /** rating_average × 100. */
  rating: number;
  rating_count: number;
  /** created_at in microseconds since the epoch, as the database keeps it. */
  created_micros: number;
  /** Its terms, each once, with the field each was found in (text-analysis/text-terms.ts). */
  terms: Array<[string, number]>;
  /** Its titles in every language, normalized: the same item from several sellers shares it. */
  title_key: string;
}

/** A flash sale of an offering that has not ended when it was read. */
export interface IndexSale {
  offering_id: string;
  sale_price_cents: bigint;
  /** The offering's own price, for the discount the sale gives. */
  offering_price_cents: bigint;
  /** The sale's price in dollars (see shared/price-now.ts): whole dollars… */
  price_dollars: number;
  /** …and the micro-dollars below, as an offering's price is kept (IndexRow). */
  price_micros: number;
  starts_micros: number;
  ends_micros: number;
  quantity_limit: number | null;
  sold: number;
}
