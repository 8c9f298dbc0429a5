import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../server/db/database";
import type {
  BusinessStatus,
  LocalizedText,
  OfferingKind,
  OfferingStatus,
} from "../../server/db/schema";
import { type Tokens, tokensFor } from "./helper";

/**
 * Marketplace rows for the favourites and feedback tests, written straight into the test app's
 * database. People are new accounts (not the demo ones), so whatever the demo data holds,
 * their favourites and feedback start empty.
 */

const png1x1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==",
  "base64",
);

let counter = 0;
function next(): number {
  counter += 1;
  return counter;
}

function uniqueDigits(length: number): string {
  const tail = `${process.pid % 1000}`.padStart(3, "0") + `${next()}`.padStart(4, "0");
  return `${"9".repeat(length - tail.length)}${tail}`;
}

export interface Person {
  id: string;
  email: string;
  tokens: Tokens;
}

/** A verified individual who can sign in with the demo password. */
export async function createPerson(
  app: FastifyInstance,
  firstName: string,
  lastName: string,
): Promise<Person> {
  const db = app.services.db;
  // The demo accounts' hash is of the demo password: reusing it avoids hashing in every test.
  const demo = await db
    .selectFrom("users")
    .select(["password_hash", "currency_id"])
    .where("email", "=", "user@demo.uz")
    .executeTakeFirstOrThrow();
  const email = `person${next()}.${randomUUID().slice(0, 8)}@test.uz`;
  const user = await db
    .insertInto("users")
    .values({
      email,
      phone: uniqueDigits(12),
      password_hash: demo.password_hash,
      first_name: firstName,
      last_name: lastName,
      currency_id: demo.currency_id,
      is_verified: true,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: user.id, email, tokens: await tokensFor(app, email) };
}

export interface BusinessFixture {
  id: string;
  ownerId: string;
}

export async function createBusiness(
  db: Db,
  options: {
    status: BusinessStatus;
    names?: LocalizedText;
    descriptions?: LocalizedText;
    regionCode?: string | null;
    ownerId?: string;
  },
): Promise<BusinessFixture> {
  const oked = await db.selectFrom("okeds").select("id").orderBy("code").executeTakeFirstOrThrow();
  let ownerId = options.ownerId;
  if (!ownerId) {
    const demo = await db
      .selectFrom("users")
      .select(["password_hash", "currency_id"])
      .where("email", "=", "user@demo.uz")
      .executeTakeFirstOrThrow();
    const owner = await db
      .insertInto("users")
      .values({
        email: `owner${next()}.${randomUUID().slice(0, 8)}@test.uz`,
        phone: uniqueDigits(12),
        password_hash: demo.password_hash,
        first_name: "Owner",
        last_name: "Test",
        role: "business",
        currency_id: demo.currency_id,
        is_verified: true,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    ownerId = owner.id;
  }
  const business = await db
    .insertInto("businesses")
    .values({
      owner_id: ownerId,
      names: JSON.stringify(options.names ?? { ru: "Тестовый магазин", en: "Test shop" }),
      descriptions: JSON.stringify(options.descriptions ?? { ru: "Описание", en: "About us" }),
      status: options.status,
      oked_id: oked.id,
      tax_id: uniqueDigits(9),
      phone: uniqueDigits(12),
      region_code: options.regionCode === undefined ? "samarkand" : options.regionCode,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: business.id, ownerId };
}

export async function createCategory(db: Db, kind: OfferingKind = "product"): Promise<string> {
  const category = await db
    .insertInto("categories")
    .values({
      slug: `test-category-${next()}-${randomUUID().slice(0, 8)}`,
      kind,
      names: JSON.stringify({ ru: "Ковры", en: "Carpets", uz: "Gilamlar", fa: "فرش" }),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return category.id;
}

export async function createOffering(
  db: Db,
  options: {
    businessId: string;
    categoryId: string;
    status?: OfferingStatus;
    kind?: OfferingKind;
    titles?: LocalizedText;
    /** As the business priced it, in `currency`. */
    price?: number;
    currency?: "UZS" | "RUB" | "USD" | "IRR";
    priceUsd?: number;
    createdAt?: Date;
  },
): Promise<string> {
  const currency = await db
    .selectFrom("currencies")
    .select(["id", "rate"])
    .where("code", "=", options.currency ?? "USD")
    .executeTakeFirstOrThrow();
  const price = options.price ?? 100;
  const offering = await db
    .insertInto("offerings")
    .values({
      business_id: options.businessId,
      category_id: options.categoryId,
      kind: options.kind ?? "product",
      titles: JSON.stringify(
        options.titles ?? { ru: "Ковёр ручной работы", en: "Handmade carpet" },
      ),
      price,
      currency_id: currency.id,
      price_usd: options.priceUsd ?? price / Number(currency.rate),
      status: options.status ?? "active",
      ...(options.createdAt && { created_at: options.createdAt }),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return offering.id;
}

/** A stored image attached to the offering at `position`; answers the image id. */
export async function addOfferingImage(
  db: Db,
  offeringId: string,
  position: number,
): Promise<string> {
  const image = await db
    .insertInto("images")
    .values({ content_type: "image/png", bytes: png1x1 })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("offering_images")
    .values({ offering_id: offeringId, image_id: image.id, position })
    .execute();
  return image.id;
}

export async function createFlashSale(
  db: Db,
  options: {
    offeringId: string;
    salePrice: number;
    startsAt: Date;
    endsAt: Date;
    quantityLimit?: number | null;
    sold?: number;
  },
): Promise<string> {
  const sale = await db
    .insertInto("flash_sales")
    .values({
      offering_id: options.offeringId,
      sale_price: options.salePrice,
      starts_at: options.startsAt,
      ends_at: options.endsAt,
      quantity_limit: options.quantityLimit ?? null,
      sold: options.sold ?? 0,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return sale.id;
}

export const hour = 3_600_000;
