import type { FacetCount } from "../../../sdk/types.gen";
import { pickText } from "../../i18n";
import type { CatalogReference } from "../../shared/catalog-reference";

/** Matches counted per (category, region), with every filter but those two applied. */
export interface MatchCount {
  category_id: string;
  region_code: string | null;
  n: number;
}

interface CountedMatches {
  total: number;
  categories: FacetCount[];
  regions: FacetCount[];
}

/**
 * One grouped count gives the total and both facets: the total keeps both filters, the
 * category facet only the region filter and the region facet only the category filter, so
 * each facet shows what choosing another of its values would give.
 */
export function countMatches(
  counts: MatchCount[],
  ref: CatalogReference,
  chosen: { categoryIds: string[] | null; region: string | null },
  lang: string,
): CountedMatches {
  const inCategory = chosen.categoryIds ? new Set(chosen.categoryIds) : null;
  const perTopCategory = new Map<string, number>();
  const perRegion = new Map<string, number>();
  let total = 0;
  for (const { category_id, region_code, n } of counts) {
    const categoryOk = !inCategory || inCategory.has(category_id);
    const regionOk = !chosen.region || chosen.region === region_code;
    if (categoryOk && regionOk) total += n;
    if (regionOk) {
      const top = ref.categories.topLevelOf(category_id);
      if (top) perTopCategory.set(top.id, (perTopCategory.get(top.id) ?? 0) + n);
    }
    if (categoryOk && region_code)
      perRegion.set(region_code, (perRegion.get(region_code) ?? 0) + n);
  }
  return {
    total,
    categories: ref.categories
      .roots()
      .filter((root) => perTopCategory.has(root.id))
      .map((root) => ({
        value: root.slug,
        name: pickText(root.names, lang),
        count: perTopCategory.get(root.id) ?? 0,
      })),
    regions: regionFacet(perRegion, ref, lang),
  };
}

/** Regions in their customary order, those with matches only. */
function regionFacet(
  perRegion: Map<string, number>,
  ref: CatalogReference,
  lang: string,
): FacetCount[] {
  return [...ref.regions.values()]
    .filter((region) => perRegion.has(region.code))
    .map((region) => ({
      value: region.code,
      name: pickText(region.names, lang),
      count: perRegion.get(region.code) ?? 0,
    }));
}

/** Businesses counted per region (the region filter left out): the total and the facet. */
export function countBusinessMatches(
  counts: Array<{ region_code: string | null; n: number }>,
  ref: CatalogReference,
  region: string | null,
  lang: string,
): { total: number; regions: FacetCount[] } {
  const perRegion = new Map<string, number>();
  let total = 0;
  for (const { region_code, n } of counts) {
    if (!region || region === region_code) total += n;
    if (region_code) perRegion.set(region_code, (perRegion.get(region_code) ?? 0) + n);
  }
  return { total, regions: regionFacet(perRegion, ref, lang) };
}
