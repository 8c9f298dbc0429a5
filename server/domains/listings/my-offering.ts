import type {
  CategoryRef,
  Lang,
  MyFlashSale,
  MyOffering,
  MyOfferingCard,
} from "../../../sdk/types.gen";
import type { LocalizedText } from "../../db/schema";
import { languages, pickText } from "../../i18n";
import { type CurrencyCode, money } from "../../shared/money";
import type { listOfferingRows, OfferingRow, SaleJson } from "./repository";

const iso = (value: Date | string) => new Date(value).toISOString();

/** Where a sale stands at `now`: an ended one is ended even if it sold out first. */
function saleState(sale: SaleJson, now: number): MyFlashSale["state"] {
  if (new Date(sale.ends_at).getTime() <= now) return "ended";
  if (sale.quantity_limit !== null && sale.sold >= sale.quantity_limit) return "sold_out";
  return new Date(sale.starts_at).getTime() > now ? "upcoming" : "running";
}

function toMyFlashSale(sale: SaleJson, currency: CurrencyCode, now: number): MyFlashSale {
  return {
    id: sale.id,
    price: money(String(sale.sale_price), currency),
    starts_at: iso(sale.starts_at),
    ends_at: iso(sale.ends_at),
    quantity_limit: sale.quantity_limit,
    sold: sale.sold,
    state: saleState(sale, now),
  };
}

/** The languages of a text that are there (not empty), in the contract's order. */
function presentTexts(texts: LocalizedText): MyOffering["titles"] {
  const present: MyOffering["titles"] = {};
  for (const lang of languages) {
    const text = texts[lang];
    if (text) present[lang] = text;
  }
  return present;
}

function categoryRef(
  row: { category_id: string; category_slug: string; category_names: LocalizedText },
  lang: Lang,
): CategoryRef {
  return { id: row.category_id, slug: row.category_slug, name: pickText(row.category_names, lang) };
}

export function toMyOffering(row: OfferingRow, lang: Lang, now = Date.now()): MyOffering {
  const currency = row.currency_code as CurrencyCode;
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    titles: presentTexts(row.titles),
    descriptions: presentTexts(row.descriptions),
    category: categoryRef(row, lang),
    price: money(row.price, currency),
    images: row.images,
    flash_sales: row.sales.map((sale) => toMyFlashSale(sale, currency, now)),
    business_status: row.business_status,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

type CardRow = Awaited<ReturnType<typeof listOfferingRows>>[number];

export function toMyOfferingCard(row: CardRow, lang: Lang, now = Date.now()): MyOfferingCard {
  const currency = row.currency_code as CurrencyCode;
  const sale = row.sales[0];
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    title: pickText(row.titles, lang),
    image: row.image,
    price: money(row.price, currency),
    category: categoryRef(row, lang),
    flash_sale: sale ? toMyFlashSale(sale, currency, now) : null,
    missing_langs: languages.filter((language) => !row.titles[language]),
    updated_at: iso(row.updated_at),
  };
}
