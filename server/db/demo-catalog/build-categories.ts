import type { Insertable } from "kysely";
import type { CategoriesTable, OfferingKind } from "../schema";
import { demoCategories } from "./categories";
import type { PictogramName } from "./pictograms";
import { demoUuid } from "./random";

interface LeafCategory {
  id: string;
  slug: string;
  kind: OfferingKind;
  hue: number;
  pictogram: PictogramName;
}

export interface BuiltCategories {
  rows: Insertable<CategoriesTable>[];
  leaf(slug: string): LeafCategory;
}

export const categoryId = (slug: string) => demoUuid(`category/${slug}`);

/** The tree as rows, parents first, and each leaf with what its pictures look like. */
export function buildCategories(): BuiltCategories {
  const rows: Insertable<CategoriesTable>[] = [];
  const leaves = new Map<string, LeafCategory>();
  demoCategories.forEach((top, position) => {
    const parentId = categoryId(top.slug);
    rows.push({
      id: parentId,
      parent_id: null,
      slug: top.slug,
      kind: top.kind,
      names: JSON.stringify(top.names),
      position,
    });
    top.children.forEach((child, childPosition) => {
      const id = categoryId(child.slug);
      rows.push({
        id,
        parent_id: parentId,
        slug: child.slug,
        kind: top.kind,
        names: JSON.stringify(child.names),
        position: childPosition,
      });
      leaves.set(child.slug, {
        id,
        slug: child.slug,
        kind: top.kind,
        hue: top.hue,
        pictogram: top.pictogram,
      });
    });
  });
  return {
    rows,
    leaf(slug) {
      const leaf = leaves.get(slug);
      if (!leaf) throw new Error(`no demo category ${slug}`);
      return leaf;
    },
  };
}
