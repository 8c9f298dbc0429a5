import { sql } from "kysely";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import type { Region } from "../../sdk/types.gen";
import type { Db } from "../db/database";
import type { LocalizedText } from "../db/schema";
import { ApiError } from "../errors";
import { pickText } from "../i18n";
import { cacheKey } from "./cache-key";
import type { CacheView } from "./catalog-cache";
import { type CategoryNode, CategoryTree } from "./category-tree";
import type { CurrencyCode, Rate } from "./money";

interface RegionNode {
  code: string;
  names: LocalizedText;
  position: number;
}

/** The small tables every catalog answer names things from, read together in one query. */
export interface CatalogReference {
  categories: CategoryTree;
  regions: Map<string, RegionNode>;
  currencies: Map<number, Rate>;
}

export async function loadReference(db: Db): Promise<CatalogReference> {
  const row = await db
    .selectNoFrom((eb) => [
      jsonArrayFrom(
        eb
          .selectFrom("categories")
          .select(["id", "parent_id", "slug", "kind", "names", "position", "icon"]),
      ).as("categories"),
      jsonArrayFrom(eb.selectFrom("regions").select(["code", "names", "position"])).as("regions"),
      // The rate as text: JSON numbers would lose the exact decimal.
      jsonArrayFrom(
        eb.selectFrom("currencies").select(["id", "code", sql<string>`rate::text`.as("rate")]),
      ).as("currencies"),
    ])
    .executeTakeFirstOrThrow();
  const regions = [...row.regions].sort((a, b) => a.position - b.position);
  return {
    categories: new CategoryTree(row.categories as CategoryNode[]),
    regions: new Map(regions.map((region) => [region.code, region as RegionNode])),
    currencies: new Map(
      row.currencies.map((c) => [c.id, { id: c.id, code: c.code as CurrencyCode, rate: c.rate }]),
    ),
  };
}

/** The reference as of the view's catalog version, read once per version. */
export function cachedReference(db: Db, view: CacheView): Promise<CatalogReference> {
  return view.get(cacheKey("reference"), () => loadReference(db));
}

/** A region as answers show it, in `lang`; null when there is none. */
export function toRegion(ref: CatalogReference, code: string | null, lang: string): Region | null {
  const region = code ? ref.regions.get(code) : undefined;
  return region ? { code: region.code, name: pickText(region.names, lang) } : null;
}

export function currencyById(ref: CatalogReference, id: number): Rate {
  const currency = ref.currencies.get(id);
  // Offerings reference currencies by foreign key: a miss is a broken database, not bad input.
  if (!currency) throw new Error(`Unknown currency id ${id}`);
  return currency;
}

function currencyByCode(ref: CatalogReference, code: CurrencyCode): Rate {
  for (const currency of ref.currencies.values()) if (currency.code === code) return currency;
  // The contract's enum lists the currencies; one missing from the table is still not found.
  throw new ApiError(400, "currency_not_found");
}

/** The currency a request asked prices in (`currency`), US dollars when it did not ask. */
export function displayCurrencyOf(ref: CatalogReference, code: CurrencyCode | undefined): Rate {
  return currencyByCode(ref, code ?? "USD");
}
