import { sql, type Transaction } from "kysely";
import { hashPassword } from "../auth/passwords";
import { defaultPasswordHashing, type PasswordHashingConfig } from "../config";
import { searchTextOf } from "../shared/search-text";
import type { Db } from "./database";
import { insertDemoBlog } from "./demo-blog";
import { buildCategories } from "./demo-catalog/build-categories";
import { insertDemoCatalog } from "./demo-catalog/insert-catalog";
import { insertDemoSynonyms } from "./demo-catalog/synonyms";
import {
  currencies,
  defaultImageId,
  defaultImageSvg,
  demoBusiness,
  demoPassword,
  demoUsers,
  okeds,
} from "./demo-data";
import type { Database } from "./schema";

// Regions are geography from migration 0002, not demo data: they stay.
const dataTables = [
  // Payments (migration 0015); plans are reference data and stay. The ledger is append-only
  // row by row, and a re-seed starts the demo's books again.
  "ledger_entries",
  "payments",
  "free_plan_uses",
  "subscriptions",
  "card_bindings",
  "payment_cards",
  "favorite_offerings",
  "favorite_businesses",
  "feedback",
  "flash_sales",
  "offering_images",
  "offerings",
  "categories",
  "banners",
  // The blog (migration 0019): its demo posts and their covers come back below.
  "blog_posts",
  // The synonym list (migration 0027): the demo's groups come back with the catalogue.
  "search_synonym_groups",
  "login_failures",
  "otps",
  "refresh_tokens",
  "businesses",
  "users",
  "okeds",
  "currencies",
  "images",
];

/** What every site needs, demo or not: the default picture, currencies, activity codes. */
async function insertReferenceData(trx: Transaction<Database>) {
  await trx
    .insertInto("images")
    .values({
      id: defaultImageId,
      content_type: "image/svg+xml",
      bytes: Buffer.from(defaultImageSvg, "utf8"),
    })
    .execute();
  await trx
    .insertInto("currencies")
    .values(currencies.map((c) => ({ ...c, names: JSON.stringify(c.names) })))
    .execute();
  return trx
    .insertInto("okeds")
    .values(okeds.map((o) => ({ code: o.code, names: JSON.stringify(o.names) })))
    .returning(["id", "code"])
    .execute();
}

async function insertDemoData(
  db: Db,
  hashing: PasswordHashingConfig,
  withCatalog: boolean,
): Promise<void> {
  const passwordHash = await hashPassword(demoPassword, hashing);
  await db.transaction().execute(async (trx) => {
    const okedRows = await insertReferenceData(trx);
    const usd = currencies.find((c) => c.code === "USD")?.id ?? 1;
    await trx
      .insertInto("users")
      .values(
        demoUsers.map((u) => ({
          ...u,
          password_hash: passwordHash,
          lang: "ru",
          currency_id: usd,
          image_id: null,
          is_active: true,
          is_verified: true,
          // Our own addresses: the sandbox's provider signs in to these accounts by email.
          email_verified: true,
        })),
      )
      .execute();
    const owner = demoUsers.find((u) => u.email === demoBusiness.ownerEmail);
    const oked = okedRows.find((o) => o.code === demoBusiness.okedCode);
    if (!owner || !oked) throw new Error("demo data is inconsistent");
    await trx
      .insertInto("businesses")
      .values({
        id: demoBusiness.id,
        owner_id: owner.id,
        names: JSON.stringify(demoBusiness.names),
        descriptions: JSON.stringify(demoBusiness.descriptions),
        status: "accepted",
        oked_id: oked.id,
        tax_id: demoBusiness.taxId,
        phone: demoBusiness.phone,
        email: demoBusiness.email,
        region: demoBusiness.region,
        region_code: demoBusiness.regionCode,
        address: demoBusiness.address,
        latitude: demoBusiness.latitude,
        longitude: demoBusiness.longitude,
        working_hours: JSON.stringify(demoBusiness.workingHours),
        links: JSON.stringify(demoBusiness.links),
        search_text: searchTextOf(demoBusiness.names, demoBusiness.descriptions),
        logo_image_id: null,
      })
      .execute();
    // The demo shop pays for Business Pro by the year, so its owner can try every tool; it
    // has no card until one is bound, and renews from it.
    const now = new Date();
    const yearOn = new Date(now);
    yearOn.setUTCFullYear(now.getUTCFullYear() + 1);
    await trx
      .insertInto("subscriptions")
      .values({
        audience: "business",
        user_id: owner.id,
        business_id: demoBusiness.id,
        plan_code: "business-pro",
        period: "year",
        status: "active",
        started_at: now,
        current_period_start: now,
        current_period_end: yearOn,
      })
      .execute();
    if (withCatalog) {
      await insertDemoCatalog(trx, passwordHash);
      await insertDemoSynonyms(trx);
    }
    await insertDemoBlog(trx, demoUsers.find((u) => u.role === "admin")?.id ?? null);
  });
}

/**
 * Wipes every data table (settings and migrations stay) and loads the demo data again: the demo
 * accounts and, unless `withCatalog` is false, the demo marketplace (demo-catalog/).
 */
export async function seed(
  db: Db,
  hashing: PasswordHashingConfig = defaultPasswordHashing,
  withCatalog = true,
) {
  await sql.raw(`TRUNCATE ${dataTables.join(", ")} RESTART IDENTITY CASCADE`).execute(db);
  await insertDemoData(db, hashing, withCatalog);
}

/** First start: demo data goes into an empty database only. */
export async function seedIfEmpty(
  db: Db,
  hashing: PasswordHashingConfig,
  withCatalog = true,
): Promise<boolean> {
  const anyUser = await db.selectFrom("users").select("id").limit(1).executeTakeFirst();
  if (anyUser) return false;
  await seed(db, hashing, withCatalog);
  return true;
}

/**
 * First start without demo data (production): the reference data and the demo marketplace's
 * category tree, which offerings need and the administration can rename but not create; no
 * accounts, businesses or offerings. Into a database without currencies only.
 */
export async function seedReferenceIfEmpty(db: Db): Promise<boolean> {
  const anyCurrency = await db.selectFrom("currencies").select("id").limit(1).executeTakeFirst();
  if (anyCurrency) return false;
  await db.transaction().execute(async (trx) => {
    await insertReferenceData(trx);
    await trx.insertInto("categories").values(buildCategories().rows).execute();
  });
  return true;
}
