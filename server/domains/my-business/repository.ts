import type { Transaction } from "kysely";
import type { Db } from "../../db/database";
import type { BusinessLink, Database, LocalizedText, WorkingHours } from "../../db/schema";

export type Executor = Db | Transaction<Database>;

/**
 * The caller's own business, as its owner edits it. A business account owns one; should it
 * ever own more, the first registered is the one, as on the profile (`business_id`).
 */
export function findOwnBusiness(db: Executor, ownerId: string, options: { lock?: boolean } = {}) {
  let query = db
    .selectFrom("businesses as b")
    .innerJoin("okeds", "okeds.id", "b.oked_id")
    .innerJoin("users as owner", "owner.id", "b.owner_id")
    .select([
      "b.id",
      "b.owner_id",
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
      "owner.lang as owner_lang",
    ])
    .where("b.owner_id", "=", ownerId)
    .orderBy("b.created_at")
    .limit(1);
  if (options.lock) query = query.forUpdate("b");
  return query.executeTakeFirst();
}

export type OwnBusinessRow = NonNullable<Awaited<ReturnType<typeof findOwnBusiness>>>;

/** An image the caller uploaded (images.owner_id, migration 0010). */
export async function ownsImage(db: Executor, imageId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("images")
    .select("id")
    .where("id", "=", imageId)
    .where("owner_id", "=", userId)
    .executeTakeFirst();
  return row !== undefined;
}

export interface BusinessChanges {
  names?: LocalizedText;
  descriptions?: LocalizedText;
  searchText?: string;
  okedId?: string;
  taxId?: string;
  phone?: string;
  email?: string | null;
  regionCode?: string | null;
  address?: string | null;
  workingHours?: WorkingHours[];
  links?: BusinessLink[];
  logoImageId?: string | null;
}

export async function updateBusiness(db: Executor, id: string, changes: BusinessChanges) {
  const set = {
    ...(changes.names !== undefined && { names: JSON.stringify(changes.names) }),
    ...(changes.descriptions !== undefined && {
      descriptions: JSON.stringify(changes.descriptions),
    }),
    ...(changes.searchText !== undefined && { search_text: changes.searchText }),
    ...(changes.okedId !== undefined && { oked_id: changes.okedId }),
    ...(changes.taxId !== undefined && { tax_id: changes.taxId }),
    ...(changes.phone !== undefined && { phone: changes.phone }),
    ...(changes.email !== undefined && { email: changes.email }),
    ...(changes.regionCode !== undefined && { region_code: changes.regionCode }),
    ...(changes.address !== undefined && { address: changes.address }),
    ...(changes.workingHours !== undefined && {
      working_hours: JSON.stringify(changes.workingHours),
    }),
    ...(changes.links !== undefined && { links: JSON.stringify(changes.links) }),
    ...(changes.logoImageId !== undefined && { logo_image_id: changes.logoImageId }),
  };
  if (Object.keys(set).length === 0) return;
  await db.updateTable("businesses").set(set).where("id", "=", id).execute();
}
