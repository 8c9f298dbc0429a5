import { type Insertable, sql, type Transaction } from "kysely";
import { ratingSummaryColumns } from "../rating-summary";
import type { Database } from "../schema";
import { buildDemoCatalog, type DemoCatalog } from "./build-catalog";
import type { ImageRow } from "./image-row";

// Far below PostgreSQL's 65,535 parameters per statement for every table here.
const rowsPerStatement = 1_000;

async function insertChunked<T extends keyof Database & string>(
  trx: Transaction<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    await trx
      .insertInto(table)
      .values(rows.slice(start, start + rowsPerStatement))
      .execute();
  }
}

function imageRows(images: ImageRow[]): Insertable<Database["images"]>[] {
  return images.map((image) => ({
    id: image.id,
    content_type: "image/svg+xml",
    bytes: Buffer.from(image.svg, "utf8"),
  }));
}

/**
 * Recomputes every rating summary from the feedback rows, as the feedback writes do one target
 * at a time (server/domains/feedback/rating-summary.ts).
 */
export async function refreshAllRatingSummaries(trx: Transaction<Database>): Promise<void> {
  for (const [table, column] of [
    ["offerings", "offering_id"],
    ["businesses", "business_id"],
  ] as const) {
    await sql`
      update ${sql.table(table)} as target set
        rating_average = summary.average,
        rating_count = summary.ratings,
        like_count = summary.likes
      from (
        select
          ${sql.ref(column)} as id,
          ${ratingSummaryColumns}
        from feedback
        where ${sql.ref(column)} is not null
        group by ${sql.ref(column)}
      ) as summary
      where target.id = summary.id
    `.execute(trx);
  }
}

/**
 * Loads the demo marketplace into a database that already holds the base demo data (currencies,
 * OKEDs, the demo accounts and their business). Runs inside the seed's transaction.
 */
export async function insertDemoCatalog(
  trx: Transaction<Database>,
  passwordHash: string,
  now: Date = new Date(),
): Promise<DemoCatalog> {
  const okeds = await trx.selectFrom("okeds").select(["id", "code"]).execute();
  const catalog = buildDemoCatalog(now, new Map(okeds.map((o) => [o.code, o.id])));
  await insertChunked(trx, "images", imageRows(catalog.images));
  await insertChunked(trx, "categories", catalog.categories);
  await insertChunked(
    trx,
    "users",
    catalog.users.map((user) => ({ ...user, password_hash: passwordHash })),
  );
  await insertChunked(trx, "businesses", catalog.businesses);
  await insertChunked(trx, "offerings", catalog.offerings);
  await insertChunked(trx, "offering_images", catalog.offeringImages);
  await insertChunked(trx, "flash_sales", catalog.flashSales);
  await insertChunked(trx, "feedback", catalog.feedback);
  await insertChunked(trx, "banners", catalog.banners);
  await refreshAllRatingSummaries(trx);
  return catalog;
}
