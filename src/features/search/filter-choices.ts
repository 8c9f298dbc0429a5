import type { Category, FacetCount, OfferingKind, Region } from "../../../sdk";

/**
 * The choices of the category and region filters, each with how many results choosing it
 * would give (the facets of the current search, which ignore their own filter).
 */

export interface Choice {
  value: string;
  name: string;
  /** 0 for a top-level category, 1 for its subcategories, and so on. */
  depth: number;
  /** Null when the search does not count this facet (or has not answered yet). */
  count: number | null;
}

export interface ChoiceGroup {
  /** The kind of the categories in the group, when the list mixes products and services. */
  kind: OfferingKind | null;
  choices: Choice[];
}

function countsOf(facets: FacetCount[] | null): Map<string, number> | null {
  return facets ? new Map(facets.map((facet) => [facet.value, facet.count])) : null;
}

/**
 * The category tree in display order, subcategories indented under their parent. The server
 * counts matches per top-level category and leaves out those without any; a category it does
 * not count shows the sum of its children's counts when they have some, a top-level one 0,
 * and a subcategory no count at all (rather than a wrong 0). Categories of both kinds (the
 * business and flash-sale lists) are grouped by kind.
 */
export function categoryChoices(
  categories: Category[],
  facets: FacetCount[] | null,
): ChoiceGroup[] {
  const counts = countsOf(facets);
  const known = new Set(categories.map((category) => category.id));
  const children = new Map<string | null, Category[]>();
  for (const category of categories) {
    // A parent missing from the list would hide its subtree: show the child at the top instead.
    const parent = category.parent_id && known.has(category.parent_id) ? category.parent_id : null;
    children.set(parent, [...(children.get(parent) ?? []), category]);
  }

  const choices: Choice[] = [];
  const visit = (category: Category, depth: number): number | null => {
    const choice: Choice = { value: category.slug, name: category.name, depth, count: null };
    choices.push(choice);
    const below = (children.get(category.id) ?? []).map((child) => visit(child, depth + 1));
    const counted = below.filter((count) => count !== null);
    if (counts) {
      choice.count =
        counts.get(category.slug) ??
        (counted.length ? counted.reduce((sum, count) => sum + count, 0) : depth === 0 ? 0 : null);
    }
    return choice.count;
  };
  const byKind = new Map<OfferingKind, Choice[]>();
  for (const root of children.get(null) ?? []) {
    const start = choices.length;
    visit(root, 0);
    byKind.set(root.kind, [...(byKind.get(root.kind) ?? []), ...choices.slice(start)]);
  }
  // One kind needs no group heading.
  if (byKind.size <= 1) return [{ kind: null, choices }];
  return [...byKind].map(([kind, kindChoices]) => ({ kind, choices: kindChoices }));
}

export function regionChoices(regions: Region[], facets: FacetCount[] | null): Choice[] {
  const counts = countsOf(facets);
  return regions.map((region) => ({
    value: region.code,
    name: region.name,
    depth: 0,
    count: counts ? (counts.get(region.code) ?? 0) : null,
  }));
}
