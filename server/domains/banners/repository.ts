import { type SelectQueryBuilder, sql } from "kysely";
import type { BannerDetail } from "../../../sdk/types.gen";
import type { Db } from "../../db/database";
import type { BannerPlacement, BannerStatus, Database, LocalizedText } from "../../db/schema";
import { pickText } from "../../i18n";

/** A banner as stored, with the business it was asked for by. */
function bannerRows(db: Db) {
  return db
    .selectFrom("banners as bn")
    .leftJoin("businesses as b", "b.id", "bn.business_id")
    .selectAll("bn")
    .select(["b.names as business_names"]);
}

type BannerRow = Awaited<ReturnType<ReturnType<typeof bannerRows>["executeTakeFirstOrThrow"]>>;
export type StoredBanner = BannerRow;

const iso = (at: Date | string) => new Date(at).toISOString();

export function toBannerDetail(row: BannerRow, lang: string): BannerDetail {
  return {
    id: row.id,
    image: row.image_id,
    link: row.link,
    titles: row.titles,
    texts: row.texts,
    placement: row.placement,
    starts_at: iso(row.starts_at),
    ends_at: iso(row.ends_at),
    position: row.position,
    status: row.status,
    reject_reason: row.reject_reason,
    icon: row.icon,
    business: row.business_id
      ? { id: row.business_id, name: pickText(row.business_names, lang) }
      : null,
    impressions: Number(row.impressions),
    clicks: Number(row.clicks),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export interface BannerFilters {
  status?: BannerStatus;
  placement?: BannerPlacement;
}

function filtered<O>(
  query: SelectQueryBuilder<Database & { bn: Database["banners"] }, "bn", O>,
  filters: BannerFilters,
) {
  let q = query;
  if (filters.status) q = q.where("bn.status", "=", filters.status);
  if (filters.placement) q = q.where("bn.placement", "=", filters.placement);
  return q;
}

/** The administration's list: pending requests first, the longest waiting first; then newest. */
export async function listBanners(
  db: Db,
  filters: BannerFilters,
  page: number,
  pageSize: number,
  lang: string,
): Promise<{ items: BannerDetail[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(bannerRows(db), filters)
      .orderBy(sql`CASE WHEN bn.status = 'pending' THEN 0 ELSE 1 END`)
      .orderBy(sql`CASE WHEN bn.status = 'pending' THEN bn.created_at END`, "asc")
      .orderBy("bn.created_at", "desc")
      .orderBy("bn.id")
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    filtered(db.selectFrom("banners as bn"), filters)
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map((row) => toBannerDetail(row, lang)), total: Number(count.n) };
}

export async function findBanner(db: Db, id: string): Promise<BannerRow | undefined> {
  return bannerRows(db).where("bn.id", "=", id).executeTakeFirst();
}

/** Holds the banner until the transaction ends, so two decisions cannot both pass. */
export async function lockBanner(db: Db, id: string): Promise<BannerRow | undefined> {
  await db.selectFrom("banners").select("id").where("id", "=", id).forUpdate().execute();
  return findBanner(db, id);
}

export async function listBusinessBanners(
  db: Db,
  businessId: string,
  lang: string,
): Promise<BannerDetail[]> {
  const rows = await bannerRows(db)
    .where("bn.business_id", "=", businessId)
    .orderBy("bn.created_at", "desc")
    .orderBy("bn.id")
    .execute();
  return rows.map((row) => toBannerDetail(row, lang));
}

export interface BannerValues {
  imageId: string;
  link: string;
  titles: LocalizedText;
  texts: LocalizedText;
  placement: BannerPlacement;
  startsAt: Date;
  endsAt: Date;
  position: number;
  icon: string | null;
}

function columns(values: BannerValues) {
  return {
    image_id: values.imageId,
    link: values.link,
    titles: JSON.stringify(values.titles),
    texts: JSON.stringify(values.texts),
    placement: values.placement,
    starts_at: values.startsAt,
    ends_at: values.endsAt,
    position: values.position,
    icon: values.icon,
  };
}

export async function insertBanner(
  db: Db,
  values: BannerValues,
  owner: { businessId: string | null; status: BannerStatus },
): Promise<string> {
  const row = await db
    .insertInto("banners")
    .values({ ...columns(values), business_id: owner.businessId, status: owner.status })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateBanner(db: Db, id: string, values: BannerValues): Promise<void> {
  await db
    .updateTable("banners")
    .set({ ...columns(values), updated_at: new Date() })
    .where("id", "=", id)
    .execute();
}

export async function setBannerStatus(
  db: Db,
  id: string,
  status: BannerStatus,
  reason: string | null,
): Promise<void> {
  await db
    .updateTable("banners")
    .set({ status, reject_reason: reason, updated_at: new Date() })
    .where("id", "=", id)
    .execute();
}

export async function deleteBanner(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom("banners").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** An image the caller uploaded (images.owner_id, migration 0010). */
export async function ownsImage(db: Db, imageId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("images")
    .select("id")
    .where("id", "=", imageId)
    .where("owner_id", "=", userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whom to tell of a decision on a business's banner: the business's owner. */
export async function businessOwner(db: Db, businessId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("businesses")
    .select("owner_id")
    .where("id", "=", businessId)
    .executeTakeFirst();
  return row?.owner_id;
}
