import type { Insertable } from "kysely";
import { searchTextOf } from "../../shared/search-text";
import type { OfferingImagesTable, OfferingKind, OfferingStatus, OfferingsTable } from "../schema";
import type { CatalogBusiness } from "./build-businesses";
import type { BuiltCategories } from "./build-categories";
import { anyOrigin } from "./businesses";
import { featuredOfferingKeys, offeringId } from "./featured";
import type { ImageRow } from "./image-row";
import type { ItemTemplate } from "./item-template";
import { itemsOf } from "./items";
import { initialsOf, offeringPicture } from "./pictures";
import { type DemoPrice, priceFromUsd } from "./prices";
import { demoUuid, type Rng, rngFor } from "./random";
import { fill, mapTexts, type Texts, texts, withVariant } from "./texts";

/** An offering as flash sales and feedback need it. */
export interface CatalogOffering {
  key: string;
  id: string;
  kind: OfferingKind;
  public: boolean;
  business: CatalogBusiness;
  price: DemoPrice;
  createdAt: Date;
}

interface BuiltOfferings {
  rows: Insertable<OfferingsTable>[];
  images: ImageRow[];
  offeringImages: Insertable<OfferingImagesTable>[];
  all: CatalogOffering[];
}

interface Candidate {
  key: string;
  category: string;
  item: ItemTemplate;
  variant: number;
}

const dayMs = 86_400_000;

const closings: Record<OfferingKind, Texts[]> = {
  product: [
    texts(
      "Delivery within {city} in 1–2 days.",
      "Доставка по городу {city} за 1–2 дня.",
      "{city} bo‘ylab 1–2 kunda yetkazib beramiz.",
      "ارسال در {city} ظرف ۱ تا ۲ روز.",
    ),
    texts(
      "Pick it up at our shop in {city} or have it delivered anywhere in Uzbekistan.",
      "Самовывоз из магазина (город {city}) или доставка по всему Узбекистану.",
      "{city}dagi do‘konimizdan olib keting yoki butun O‘zbekiston bo‘ylab yetkazib beramiz.",
      "از فروشگاه ما در {city} تحویل بگیرید یا به هر جای ازبکستان ارسال می‌کنیم.",
    ),
    texts(
      "Pay in cash or by Uzcard or Humo card.",
      "Оплата наличными или картой Uzcard и Humo.",
      "Naqd yoki Uzcard va Humo kartalari orqali to‘lov.",
      "پرداخت نقدی یا با کارت Uzcard و Humo.",
    ),
  ],
  service: [
    texts(
      "We work in {city} and the nearby districts.",
      "Работаем в городе {city} и ближайших районах.",
      "{city} shahri va yaqin tumanlarda ishlaymiz.",
      "در {city} و مناطق اطراف کار می‌کنیم.",
    ),
    texts(
      "Pay in cash or by Uzcard or Humo card once the work is done.",
      "Оплата наличными или картой Uzcard и Humo после выполнения работы.",
      "To‘lov ish bajarilgach naqd yoki Uzcard va Humo kartasi orqali.",
      "پرداخت نقدی یا با کارت Uzcard و Humo پس از انجام کار.",
    ),
    texts(
      "The price is a guide; the final one is agreed after a free consultation.",
      "Цена ориентировочная, окончательную согласуем после бесплатной консультации.",
      "Narx taxminiy, yakuniy narx bepul maslahatdan so‘ng kelishiladi.",
      "قیمت تقریبی است؛ قیمت نهایی پس از مشاورهٔ رایگان توافق می‌شود.",
    ),
  ],
};

const featuredKeys = new Set<string>(Object.values(featuredOfferingKeys));
const forcedStatus: Record<string, OfferingStatus> = {
  [featuredOfferingKeys.draftOffering]: "draft",
  [featuredOfferingKeys.archivedOffering]: "archived",
};

function candidatesOf(business: CatalogBusiness): Candidate[] {
  return business.categories.flatMap((category) =>
    itemsOf(category).flatMap((item) => {
      const count = Math.max(1, item.variants.length);
      return Array.from({ length: count }, (_, variant) => ({
        key: `${business.key}/${item.key}/${variant}`,
        category,
        item,
        variant,
      }));
    }),
  );
}

/** The featured offerings of this business, then a random draw; fewer for businesses not public. */
function chooseOfferings(business: CatalogBusiness): Candidate[] {
  const rng = rngFor(`offerings/${business.key}`);
  const candidates = candidatesOf(business);
  const featured = candidates.filter((c) => featuredKeys.has(c.key));
  const rest = candidates.filter((c) => !featuredKeys.has(c.key));
  const count = business.public ? rng.int(8, 12) : 3;
  return [...featured, ...rng.sample(rest, Math.max(0, count - featured.length))];
}

function statusOf(key: string, rng: Rng): OfferingStatus {
  const forced = forcedStatus[key];
  if (forced) return forced;
  if (featuredKeys.has(key)) return "active";
  const draw = rng.next();
  return draw < 0.03 ? "draft" : draw < 0.05 ? "archived" : "active";
}

/**
 * Title, description and price of one item as `business` sells it: the craft's origin, the
 * variant after a comma, a closing sentence about its city, a price drawn in the item's range.
 */
export function composeOffering(
  business: CatalogBusiness,
  kind: OfferingKind,
  item: ItemTemplate,
  variantIndex: number,
  rng: Rng,
): { titles: Texts; descriptions: Texts; price: DemoPrice } {
  const variant = item.variants[variantIndex] ?? null;
  const titles = withVariant(
    fill(item.title, { origin: business.origin ?? anyOrigin }),
    variant?.text ?? null,
  );
  const closing = fill(rng.pick(closings[kind]), { city: business.city });
  const descriptions = mapTexts(item.description, (text, locale) => `${text} ${closing[locale]}`);
  const [low, high] = item.usd;
  const price = priceFromUsd(
    (low + rng.next() * (high - low)) * (variant?.factor ?? 1),
    business.currency,
  );
  return { titles, descriptions, price };
}

/** 8–12 offerings per public business, each with 1–3 drawn pictures. */
export function buildOfferings(
  now: Date,
  businesses: CatalogBusiness[],
  categories: BuiltCategories,
): BuiltOfferings {
  const built: BuiltOfferings = { rows: [], images: [], offeringImages: [], all: [] };
  for (const business of businesses) {
    for (const candidate of chooseOfferings(business)) {
      const { key, item } = candidate;
      const rng = rngFor(`offering/${key}`);
      const leaf = categories.leaf(candidate.category);
      const { titles, descriptions, price } = composeOffering(
        business,
        leaf.kind,
        item,
        candidate.variant,
        rng,
      );
      const age = rng.next() * 90 * dayMs;
      const createdAt = new Date(now.getTime() - age);
      const status = statusOf(key, rng);
      const id = offeringId(key);
      built.rows.push({
        id,
        business_id: business.id,
        category_id: leaf.id,
        kind: leaf.kind,
        titles: JSON.stringify(titles),
        descriptions: JSON.stringify(descriptions),
        price: price.price,
        currency_id: price.currencyId,
        price_usd: price.priceUsd,
        status,
        search_text: searchTextOf(titles, descriptions),
        created_at: createdAt,
        updated_at: new Date(
          createdAt.getTime() + rng.next() * (now.getTime() - createdAt.getTime()),
        ),
      });
      const pictures = rng.int(1, 3);
      for (let position = 0; position < pictures; position++) {
        const imageKey = `${key}/${position}`;
        const imageId = demoUuid(`image/offering/${imageKey}`);
        built.images.push({
          id: imageId,
          svg: offeringPicture(
            imageKey,
            leaf.hue + position * 40,
            leaf.pictogram,
            initialsOf(titles.en),
          ),
        });
        built.offeringImages.push({ offering_id: id, image_id: imageId, position });
      }
      built.all.push({
        key,
        id,
        kind: leaf.kind,
        public: business.public && status === "active",
        business,
        price,
        createdAt,
      });
    }
  }
  return built;
}
