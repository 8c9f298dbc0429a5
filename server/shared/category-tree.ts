import type { LocalizedText, OfferingKind } from "../db/schema";

export interface CategoryNode {
  id: string;
  parent_id: string | null;
  slug: string;
  kind: OfferingKind;
  names: LocalizedText;
  position: number;
  /** `mdi:name` from the category editor (migration 0025), or null. */
  icon?: string | null;
}

/**
 * The category tree, small enough (a few hundred rows at most) to hold whole for a request:
 * subtree filters and top-level facets are lookups here instead of recursive SQL.
 */
export class CategoryTree {
  readonly byId = new Map<string, CategoryNode>();
  private readonly bySlug = new Map<string, CategoryNode>();
  private readonly children = new Map<string | null, CategoryNode[]>();

  constructor(nodes: CategoryNode[]) {
    for (const node of nodes) {
      this.byId.set(node.id, node);
      this.bySlug.set(node.slug, node);
    }
    for (const node of nodes) {
      // A parent that is gone would hide its children; show them at the top instead.
      const parent = node.parent_id && this.byId.has(node.parent_id) ? node.parent_id : null;
      const siblings = this.children.get(parent) ?? [];
      siblings.push(node);
      this.children.set(parent, siblings);
    }
    for (const siblings of this.children.values()) {
      siblings.sort((a, b) => a.position - b.position || a.slug.localeCompare(b.slug));
    }
  }

  findBySlug(slug: string): CategoryNode | undefined {
    return this.bySlug.get(slug);
  }

  /** The category and everything below it. */
  subtreeIds(root: CategoryNode): string[] {
    const ids: string[] = [];
    const pending = [root];
    const seen = new Set<string>();
    for (let node = pending.pop(); node; node = pending.pop()) {
      if (seen.has(node.id)) continue;
      seen.add(node.id);
      ids.push(node.id);
      pending.push(...(this.children.get(node.id) ?? []));
    }
    return ids;
  }

  /** The top-level category a category belongs to (itself when it is one). */
  topLevelOf(id: string): CategoryNode | undefined {
    let node = this.byId.get(id);
    const seen = new Set<string>();
    while (node?.parent_id && this.byId.has(node.parent_id) && !seen.has(node.id)) {
      seen.add(node.id);
      node = this.byId.get(node.parent_id);
    }
    return node;
  }

  /** Every category, each parent followed by its children, siblings in display order. */
  inDisplayOrder(): CategoryNode[] {
    const ordered: CategoryNode[] = [];
    const visit = (parent: string | null) => {
      for (const node of this.children.get(parent) ?? []) {
        ordered.push(node);
        visit(node.id);
      }
    };
    visit(null);
    return ordered;
  }

  /** Top-level categories in display order. */
  roots(): CategoryNode[] {
    return this.children.get(null) ?? [];
  }
}
