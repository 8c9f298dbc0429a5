import { sql } from "kysely";

/**
 * A target's rating summary over its `feedback` rows, as the select list of an aggregate:
 * `average` (2 decimals, 0 when nobody rated), `ratings` and `likes`. One formula for the
 * feedback writes (one target at a time) and the demo data (every target at once).
 */
export const ratingSummaryColumns = sql`
  coalesce(round(avg(rating), 2), 0) as average,
  count(rating) as ratings,
  count(*) filter (where kind = 'like') as likes`;
