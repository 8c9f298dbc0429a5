import { type SqlBool, sql } from "kysely";
import type { Banner } from "../../../../sdk/types.gen";
import type { Db } from "../../../db/database";
import type { BannerPlacement } from "../../../db/schema";
import { pickText } from "../../../i18n";

/**
 * The banners of a placement running now, in display order. A business's banner goes with
 * its business: once that is no longer accepted, the banner is not shown.
 */
export async function listRunningBanners(
  db: Db,
  placement: BannerPlacement,
  lang: string,
): Promise<Banner[]> {
  const rows = await db
    .selectFrom("banners as bn")
    .leftJoin("businesses as b", "b.id", "bn.business_id")
    .select(["bn.id", "bn.image_id", "bn.link", "bn.titles", "bn.texts", "bn.placement", "bn.icon"])
    .where("bn.placement", "=", placement)
    // A business's request runs once an administrator approved it (migration 0020).
    .where("bn.status", "=", "approved")
    .where(sql<SqlBool>`bn.starts_at <= now() AND bn.ends_at > now()`)
    .where((eb) => eb.or([eb("bn.business_id", "is", null), eb("b.status", "=", "accepted")]))
    .orderBy("bn.position")
    .orderBy("bn.starts_at")
    .orderBy("bn.id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    image: row.image_id,
    link: row.link,
    title: pickText(row.titles, lang),
    text: pickText(row.texts, lang),
    placement: row.placement,
    icon: row.icon,
  }));
}
