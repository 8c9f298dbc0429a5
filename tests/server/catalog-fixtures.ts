import type { Db } from "../../server/db/database";
import type {
  BannerPlacement,
  BusinessStatus,
  LocalizedText,
  OfferingKind,
  OfferingStatus,
} from "../../server/db/schema";
import { searchTextOf } from "../../server/shared/search-text";

/**
 * A small marketplace with a known answer to every search: public and hidden offerings and
 * businesses, sales running, ended, upcoming and sold out, banners in and out of their dates.
 * `resetCatalog` first removes whatever catalog rows the demo data holds.
 */

export const userId = "00000000-0000-4000-8000-000000000002";
export const ownerId = "00000000-0000-4000-8000-000000000003";

const hour = 3_600_000;
const day = 24 * hour;
const at = (offset: number) => new Date(Date.now() + offset);

export const ids = {
  electronics: "c0000000-0000-4000-8000-000000000001",
  phones: "c0000000-0000-4000-8000-000000000002",
  smartphones: "c0000000-0000-4000-8000-000000000003",
  clothing: "c0000000-0000-4000-8000-000000000004",
  repair: "c0000000-0000-4000-8000-000000000005",
  techno: "b0000000-0000-4000-8000-000000000001",
  samarkand: "b0000000-0000-4000-8000-000000000002",
  pending: "b0000000-0000-4000-8000-000000000003",
  blocked: "b0000000-0000-4000-8000-000000000004",
  carpets: "b0000000-0000-4000-8000-000000000005",
  galaxy: "a0000000-0000-4000-8000-000000000001",
  nokia: "a0000000-0000-4000-8000-000000000002",
  sweater: "a0000000-0000-4000-8000-000000000003",
  repairService: "a0000000-0000-4000-8000-000000000004",
  draft: "a0000000-0000-4000-8000-000000000005",
  ofPending: "a0000000-0000-4000-8000-000000000006",
  archived: "a0000000-0000-4000-8000-000000000007",
  ofBlocked: "a0000000-0000-4000-8000-000000000008",
  phoneCase: "a0000000-0000-4000-8000-000000000009",
  imageFirst: "e0000000-0000-4000-8000-000000000001",
  imageSecond: "e0000000-0000-4000-8000-000000000002",
  galaxySale: "f0000000-0000-4000-8000-000000000001",
  galaxyDearerSale: "f0000000-0000-4000-8000-000000000002",
  nokiaEndedSale: "f0000000-0000-4000-8000-000000000003",
  sweaterUpcomingSale: "f0000000-0000-4000-8000-000000000004",
  repairSoldOutSale: "f0000000-0000-4000-8000-000000000005",
  caseSale: "f0000000-0000-4000-8000-000000000006",
  hiddenSale: "f0000000-0000-4000-8000-000000000007",
  heroSecond: "d0000000-0000-4000-8000-000000000001",
  heroFirst: "d0000000-0000-4000-8000-000000000002",
  heroExpired: "d0000000-0000-4000-8000-000000000003",
  heroUpcoming: "d0000000-0000-4000-8000-000000000004",
  heroOfBlocked: "d0000000-0000-4000-8000-000000000005",
  strip: "d0000000-0000-4000-8000-000000000006",
};

const png1x1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==",
  "base64",
);

const names = (en: string, ru: string, uz: string, fa: string): LocalizedText => ({
  en,
  ru,
  uz,
  fa,
});

export async function resetCatalog(db: Db): Promise<void> {
  await db.deleteFrom("banners").execute();
  await db.deleteFrom("offerings").execute();
  await db.deleteFrom("categories").execute();
  await db.deleteFrom("businesses").execute();
}

async function insertCategories(db: Db): Promise<void> {
  const rows: Array<[string, string | null, string, OfferingKind, LocalizedText, number]> = [
    [
      ids.electronics,
      null,
      "electronics",
      "product",
      names("Electronics", "Электроника", "Elektronika", "الکترونیک"),
      1,
    ],
    [
      ids.phones,
      ids.electronics,
      "phones",
      "product",
      names("Phones", "Телефоны", "Telefonlar", "تلفن"),
      1,
    ],
    [
      ids.smartphones,
      ids.phones,
      "smartphones",
      "product",
      names("Smartphones", "Смартфоны", "Smartfonlar", "گوشی هوشمند"),
      1,
    ],
    [ids.clothing, null, "clothing", "product", names("Clothing", "Одежда", "Kiyim", "پوشاک"), 2],
    [ids.repair, null, "repair", "service", names("Repair", "Ремонт", "Ta’mirlash", "تعمیر"), 3],
  ];
  for (const [id, parent_id, slug, kind, texts, position] of rows) {
    await db
      .insertInto("categories")
      .values({ id, parent_id, slug, kind, names: JSON.stringify(texts), position })
      .execute();
  }
}

interface BusinessSpec {
  id: string;
  status: BusinessStatus;
  region: string | null;
  names: LocalizedText;
  descriptions: LocalizedText;
  rating: [string, number, number];
  createdAt: Date;
  phone: string;
}

async function insertBusinesses(db: Db): Promise<void> {
  const oked = await db
    .selectFrom("okeds")
    .select("id")
    .where("code", "=", "47.11")
    .executeTakeFirstOrThrow();
  const specs: BusinessSpec[] = [
    {
      id: ids.techno,
      status: "accepted",
      region: "tashkent-city",
      names: names("Techno World", "Техно Мир", "Texno Olam", "دنیای فناوری"),
      descriptions: names(
        "Phones and gadgets",
        "Телефоны и гаджеты",
        "Telefonlar va gadjetlar",
        "تلفن و ابزار",
      ),
      rating: ["4.50", 10, 4],
      createdAt: at(-30 * day),
      phone: "998711234567",
    },
    {
      id: ids.samarkand,
      status: "accepted",
      region: "samarkand",
      names: names("Samarkand Service", "Самарканд Сервис", "Samarqand Servis", "خدمات سمرقند"),
      descriptions: names(
        "Repairs of every kind",
        "Ремонт любой техники",
        "Har qanday ta’mirlash",
        "تعمیرات",
      ),
      rating: ["4.00", 3, 1],
      createdAt: at(-10 * day),
      phone: "998662223344",
    },
    {
      id: ids.pending,
      status: "pending",
      region: "tashkent-city",
      names: names("Hidden Shop", "Скрытый магазин", "Yashirin do‘kon", "فروشگاه پنهان"),
      descriptions: {},
      rating: ["5.00", 9, 0],
      createdAt: at(-5 * day),
      phone: "998900000001",
    },
    {
      id: ids.blocked,
      status: "blocked",
      region: "bukhara",
      names: names("Blocked Shop", "Заблокированный магазин", "Bloklangan do‘kon", "مسدود"),
      descriptions: {},
      rating: ["5.00", 9, 0],
      createdAt: at(-4 * day),
      phone: "998900000002",
    },
    {
      id: ids.carpets,
      status: "accepted",
      region: null,
      names: names("Bukhara Carpets", "Бухарские ковры", "Buxoro gilamlari", "فرش بخارا"),
      descriptions: names("Handmade carpets", "Ковры ручной работы", "Qo‘lda to‘qilgan", "فرش"),
      rating: ["0", 0, 0],
      createdAt: at(-1 * day),
      phone: "998652223344",
    },
  ];
  for (const spec of specs) {
    await db
      .insertInto("businesses")
      .values({
        id: spec.id,
        owner_id: ownerId,
        names: JSON.stringify(spec.names),
        descriptions: JSON.stringify(spec.descriptions),
        status: spec.status,
        oked_id: oked.id,
        tax_id: `30${spec.id.slice(-7)}`,
        phone: spec.phone,
        region_code: spec.region,
        rating_average: spec.rating[0],
        rating_count: spec.rating[1],
        like_count: spec.rating[2],
        created_at: spec.createdAt,
        search_text: searchTextOf(spec.names, spec.descriptions),
      })
      .execute();
  }
  await db
    .updateTable("businesses")
    .set({
      latitude: "41.311081",
      longitude: "69.240562",
      working_hours: JSON.stringify([{ day: 1, opens: "09:00", closes: "18:00" }]),
      links: JSON.stringify([{ kind: "telegram", url: "https://t.me/technoworld" }]),
      address: "Amir Temur 1",
    })
    .where("id", "=", ids.techno)
    .execute();
}

interface OfferingSpec {
  id: string;
  business: string;
  category: string;
  kind: OfferingKind;
  titles: LocalizedText;
  descriptions?: LocalizedText;
  price: string;
  currency: number;
  priceUsd: string;
  status: OfferingStatus;
  rating: [string, number, number];
  createdAt: Date;
}

const UZS = 1;
const RUB = 2;
const USD = 3;
const IRR = 4;

const offerings: OfferingSpec[] = [
  {
    id: ids.galaxy,
    business: ids.techno,
    category: ids.smartphones,
    kind: "product",
    titles: names(
      "Samsung Galaxy A55 smartphone",
      "Смартфон Samsung Galaxy A55",
      "Samsung Galaxy A55 smartfoni",
      "گوشی هوشمند سامسونگ گلکسی",
    ),
    descriptions: names(
      "Five cameras, 128 GB",
      "Пять камер, 128 ГБ",
      "Beshta kamera, 128 GB",
      "پنج دوربین",
    ),
    price: "2530000",
    currency: UZS,
    priceUsd: "200",
    status: "active",
    rating: ["4.80", 5, 2],
    createdAt: at(-1 * day),
  },
  {
    id: ids.nokia,
    business: ids.samarkand,
    category: ids.phones,
    kind: "product",
    titles: names(
      "Nokia 105 feature phone",
      "Кнопочный телефон Nokia 105",
      "Nokia 105 tugmali telefon",
      "گوشی نوکیا",
    ),
    price: "24.99",
    currency: USD,
    priceUsd: "24.99",
    status: "active",
    rating: ["3.90", 2, 0],
    createdAt: at(-2 * day),
  },
  {
    id: ids.sweater,
    business: ids.techno,
    category: ids.clothing,
    kind: "product",
    titles: names("Wool sweater", "Шерстяной свитер", "Jun sviter", "ژاکت پشمی"),
    price: "4075",
    currency: RUB,
    priceUsd: "50",
    status: "active",
    rating: ["4.20", 4, 1],
    createdAt: at(-3 * day),
  },
  {
    id: ids.repairService,
    business: ids.samarkand,
    category: ids.repair,
    kind: "service",
    titles: names("Smartphone repair", "Ремонт смартфонов", "Smartfon ta’mirlash", "تعمیر گوشی"),
    price: "126500",
    currency: UZS,
    priceUsd: "10",
    status: "active",
    rating: ["0", 0, 0],
    createdAt: at(-4 * hour),
  },
  {
    id: ids.draft,
    business: ids.techno,
    category: ids.smartphones,
    kind: "product",
    titles: names("Draft smartphone", "Черновик смартфона", "Smartfon qoralama", "پیش‌نویس"),
    price: "100",
    currency: USD,
    priceUsd: "100",
    status: "draft",
    rating: ["0", 0, 0],
    createdAt: at(-1 * hour),
  },
  {
    id: ids.ofPending,
    business: ids.pending,
    category: ids.smartphones,
    kind: "product",
    titles: names("Hidden smartphone", "Скрытый смартфон", "Yashirin smartfon", "پنهان"),
    price: "100",
    currency: USD,
    priceUsd: "100",
    status: "active",
    rating: ["5.00", 9, 0],
    createdAt: at(-1 * hour),
  },
  {
    id: ids.archived,
    business: ids.techno,
    category: ids.phones,
    kind: "product",
    titles: names("Old phone", "Старый телефон", "Eski telefon", "قدیمی"),
    price: "10",
    currency: USD,
    priceUsd: "10",
    status: "archived",
    rating: ["5.00", 9, 0],
    createdAt: at(-1 * hour),
  },
  {
    id: ids.ofBlocked,
    business: ids.blocked,
    category: ids.smartphones,
    kind: "product",
    titles: names("Blocked smartphone", "Заблокированный смартфон", "Smartfon", "مسدود"),
    price: "100",
    currency: USD,
    priceUsd: "100",
    status: "active",
    rating: ["5.00", 9, 0],
    createdAt: at(-1 * hour),
  },
  {
    id: ids.phoneCase,
    business: ids.techno,
    category: ids.phones,
    kind: "product",
    titles: names("Phone case", "Чехол для телефона", "Telefon g‘ilofi", "قاب گوشی"),
    price: "8400000",
    currency: IRR,
    priceUsd: "8",
    status: "active",
    rating: ["4.80", 1, 0],
    createdAt: at(-5 * day),
  },
];

async function insertOfferings(db: Db): Promise<void> {
  for (const spec of offerings) {
    await db
      .insertInto("offerings")
      .values({
        id: spec.id,
        business_id: spec.business,
        category_id: spec.category,
        kind: spec.kind,
        titles: JSON.stringify(spec.titles),
        descriptions: JSON.stringify(spec.descriptions ?? {}),
        price: spec.price,
        currency_id: spec.currency,
        price_usd: spec.priceUsd,
        status: spec.status,
        search_text: searchTextOf(spec.titles, spec.descriptions),
        rating_average: spec.rating[0],
        rating_count: spec.rating[1],
        like_count: spec.rating[2],
        created_at: spec.createdAt,
      })
      .execute();
  }
  await db
    .insertInto("images")
    .values([
      { id: ids.imageFirst, content_type: "image/png", bytes: png1x1 },
      { id: ids.imageSecond, content_type: "image/png", bytes: png1x1 },
    ])
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto("offering_images")
    .values([
      { offering_id: ids.galaxy, image_id: ids.imageSecond, position: 1 },
      { offering_id: ids.galaxy, image_id: ids.imageFirst, position: 0 },
    ])
    .execute();
}

async function insertFlashSales(db: Db): Promise<void> {
  const sale = (
    id: string,
    offering_id: string,
    sale_price: string,
    starts: number,
    ends: number,
    quantity_limit: number | null = null,
    sold = 0,
  ) => ({
    id,
    offering_id,
    sale_price,
    starts_at: at(starts),
    ends_at: at(ends),
    quantity_limit,
    sold,
  });
  await db
    .insertInto("flash_sales")
    .values([
      // 20% off, ends in 2 h; the dearer one running beside it must not show.
      sale(ids.galaxySale, ids.galaxy, "2024000", -hour, 2 * hour, 10, 3),
      sale(ids.galaxyDearerSale, ids.galaxy, "2277000", -hour, hour / 2),
      sale(ids.nokiaEndedSale, ids.nokia, "19.99", -3 * day, -day),
      sale(ids.sweaterUpcomingSale, ids.sweater, "3000", day, 2 * day),
      sale(ids.repairSoldOutSale, ids.repairService, "100000", -hour, hour, 5, 5),
      // 50% off, ends in 3 h.
      sale(ids.caseSale, ids.phoneCase, "4200000", -hour, 3 * hour),
      sale(ids.hiddenSale, ids.ofPending, "50", -hour, hour),
    ])
    .execute();
}

async function insertBanners(db: Db): Promise<void> {
  const banner = (
    id: string,
    placement: BannerPlacement,
    position: number,
    starts: number,
    ends: number,
    title: string,
    business_id: string | null = null,
  ) => ({
    id,
    image_id: ids.imageFirst,
    link: "/search/products?category=phones",
    placement,
    titles: JSON.stringify(
      names(`${title} (en)`, `${title} (ru)`, `${title} (uz)`, `${title} (fa)`),
    ),
    texts: JSON.stringify({ ru: `${title}: текст`, en: `${title}: text` }),
    business_id,
    starts_at: at(starts),
    ends_at: at(ends),
    position,
  });
  await db
    .insertInto("banners")
    .values([
      banner(ids.heroSecond, "home_hero", 2, -day, day, "Second"),
      banner(ids.heroFirst, "home_hero", 1, -day, day, "First", ids.techno),
      banner(ids.heroExpired, "home_hero", 0, -2 * day, -day, "Expired"),
      banner(ids.heroUpcoming, "home_hero", 0, day, 2 * day, "Upcoming"),
      banner(ids.heroOfBlocked, "home_hero", 0, -day, day, "Blocked", ids.blocked),
      banner(ids.strip, "home_strip", 0, -day, day, "Strip"),
    ])
    .execute();
}

/** The caller's state: user@demo.uz saved the Galaxy and Techno World and rated both. */
async function insertCallerState(db: Db): Promise<void> {
  await db
    .insertInto("favorite_offerings")
    .values({ user_id: userId, offering_id: ids.galaxy })
    .execute();
  await db
    .insertInto("favorite_businesses")
    .values({ user_id: userId, business_id: ids.techno })
    .execute();
  await db
    .insertInto("feedback")
    .values([
      { user_id: userId, offering_id: ids.galaxy, kind: "rating", rating: 5, comment: "Отлично" },
      { user_id: userId, business_id: ids.techno, kind: "like" },
      { user_id: ownerId, offering_id: ids.nokia, kind: "rating", rating: 4 },
    ])
    .execute();
}

export async function seedCatalog(db: Db): Promise<void> {
  await resetCatalog(db);
  await insertCategories(db);
  await insertBusinesses(db);
  await insertOfferings(db);
  await insertFlashSales(db);
  await insertBanners(db);
  await insertCallerState(db);
}
