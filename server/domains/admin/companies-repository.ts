import { sql } from "kysely";
import type { BusinessStatus } from "../../../sdk/types.gen";
import type { Db } from "../../db/database";
import { normalizeQuery } from "../../shared/search-text";

export interface CompanyQueueFilter {
  status?: BusinessStatus;
  q?: string;
  page: number;
  pageSize: number;
}

/** `%` and `_` typed by the administrator are letters, not wildcards. */
function likeEscaped(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * The verification queue: pending first, the longest waiting first (it is a queue), then the
 * others, the newest first. A query matches a name or description in any language (the
 * normalized `search_text`) or the taxpayer number.
 */
export async function listCompanyQueue(db: Db, filter: CompanyQueueFilter) {
  const words = normalizeQuery(filter.q);
  const taxId = filter.q?.replace(/\s+/g, "") ?? "";
  let rows = db.selectFrom("businesses as b").innerJoin("users as owner", "owner.id", "b.owner_id");
  if (filter.status) rows = rows.where("b.status", "=", filter.status);
  if (words !== "") {
    rows = rows.where((eb) =>
      eb.or([
        eb("b.search_text", "like", `%${likeEscaped(words)}%`),
        eb("b.tax_id", "like", `%${likeEscaped(taxId)}%`),
      ]),
    );
  }
  const [items, total, pending] = await Promise.all([
    rows
      .select([
        "b.id",
        "b.names",
        "b.tax_id",
        "b.status",
        "b.phone",
        "b.created_at",
        "owner.first_name",
        "owner.last_name",
        "owner.email as owner_email",
      ])
      .orderBy(sql`case when b.status = 'pending' then 0 else 1 end`)
      .orderBy(sql`case when b.status = 'pending' then b.created_at end`, "asc")
      .orderBy("b.created_at", "desc")
      .orderBy("b.id")
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize)
      .execute(),
    rows.select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow(),
    db
      .selectFrom("businesses")
      .where("status", "=", "pending")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(total.count), pendingCount: Number(pending.count) };
}

/** One business with everything its owner submitted, and its owner. */
export function findCompany(db: Db, id: string) {
  return db
    .selectFrom("businesses as b")
    .innerJoin("okeds", "okeds.id", "b.oked_id")
    .innerJoin("users as owner", "owner.id", "b.owner_id")
    .leftJoin("regions", "regions.code", "b.region_code")
    .select((eb) => [
      "b.id",
      "b.names",
      "b.descriptions",
      "b.status",
      "b.tax_id",
      "b.phone",
      "b.email",
      "b.region_code",
      "b.address",
      "b.working_hours",
      "b.links",
      "b.logo_image_id",
      "b.created_at",
      "okeds.id as oked_id",
      "okeds.code as oked_code",
      "okeds.names as oked_names",
      "regions.names as region_names",
      "owner.id as owner_id",
      "owner.first_name as owner_first_name",
      "owner.last_name as owner_last_name",
      "owner.email as owner_email",
      "owner.phone as owner_phone",
      eb
        .selectFrom("offerings")
        .whereRef("offerings.business_id", "=", "b.id")
        .select((inner) => inner.fn.countAll<string>().as("count"))
        .as("offering_count"),
    ])
    .where("b.id", "=", id)
    .executeTakeFirst();
}

export type CompanyRow = NonNullable<Awaited<ReturnType<typeof findCompany>>>;
