import { ceilScaled, priceBound, shareLeft } from "../exact-decimal";
import type { MatchCount } from "../facets";
import type { Matches } from "../matches";
import type { OfferingSort } from "../offering-search";
import type { OfferingFilters } from "../search-filters";
import type { IndexSale, OfferingIndex, OrderName } from "./offering-index";

/**
 * findOfferingMatches (offering-search.ts) answered from the index: the same matches, counts
 * and first ids in the same order, without the database. The server's tests hold the two to
 * the same answers (tests/server/offering-index.test.ts).
 */
export function searchIndex(
  index: OfferingIndex,
  filters: OfferingFilters,
  sort: OfferingSort,
  limit: number,
  nowMicros: number,
): Matches<MatchCount> {
  const text = filters.text;
  if (text && text.groups.length === 0) return { counts: [], ids: [] };
  const candidates = text ? slotsHoldingAll(index, text.groups) : null;
  const bySale = filters.flashOnly || sort === "ending_soon" || sort === "discount";
  const running = bySale ? runningSales(index, nowMicros) : null;
  const { counts, chosen, chosenCount } = filterAndCount(index, filters, candidates, running);
  const exact =
    sort === "relevance" && text && text.exactTerms.length > 0
      ? marksHoldingAll(
          index,
          text.exactTerms.map((term) => [term]),
        )
      : null;
  const ids = firstChosen(index, sort, {
    chosen,
    chosenCount,
    limit,
    exact,
    running,
  });
  return { counts, ids };
}

/**
 * Marks the slots that hold a term of every group: group g raises a mark from g to g + 1, so
 * after the last group only slots that every group reached hold groups.length.
 */
function markGroups(index: OfferingIndex, groups: string[][]): Uint8Array {
  const marks = new Uint8Array(index.slotCount);
  groups.forEach((group, g) => {
    for (const term of group) {
      const slots = index.postings.get(term);
      if (!slots) continue;
      const data = slots.data;
      for (let i = 0; i < slots.length; i += 1) {
        const slot = data[i] ?? 0;
        if (marks[slot] === g) marks[slot] = g + 1;
      }
    }
  });
  return marks;
}

/** The slots holding a term of every group (each once), read from the last group's postings. */
function slotsHoldingAll(index: OfferingIndex, groups: string[][]): Int32Array {
  const marks = markGroups(index, groups);
  const all = groups.length;
  const found: number[] = [];
  for (const term of groups[all - 1] ?? []) {
    const slots = index.postings.get(term);
    if (!slots) continue;
    const data = slots.data;
    for (let i = 0; i < slots.length; i += 1) {
      const slot = data[i] ?? 0;
      if (marks[slot] === all) {
        found.push(slot);
        marks[slot] = all + 1;
      }
    }
  }
  return Int32Array.from(found);
}

/** 1 for the slots holding every one of the terms (each its own group), else 0. */
function marksHoldingAll(index: OfferingIndex, groups: string[][]): Uint8Array {
  const marks = markGroups(index, groups);
  const all = groups.length;
  for (let slot = 0; slot < marks.length; slot += 1) marks[slot] = marks[slot] === all ? 1 : 0;
  return marks;
}

/** A sale runs from its start until its end or until it has sold its limit. */
function runs(sale: IndexSale, nowMicros: number): boolean {
  return (
    sale.starts_micros <= nowMicros &&
    sale.ends_micros > nowMicros &&
    (sale.quantity_limit === null || sale.sold < sale.quantity_limit)
  );
}

/** Live slot → the running sale its card shows: the cheapest, then the one ending first. */
function runningSales(index: OfferingIndex, nowMicros: number): Map<number, IndexSale> {
  const running = new Map<number, IndexSale>();
  for (const [offeringId, sales] of index.sales) {
    const slot = index.slotOf(offeringId);
    if (slot === undefined) continue;
    let shown: IndexSale | null = null;
    for (const sale of sales) {
      if (!runs(sale, nowMicros)) continue;
      if (
        !shown ||
        sale.sale_price_cents < shown.sale_price_cents ||
        (sale.sale_price_cents === shown.sale_price_cents && sale.ends_micros < shown.ends_micros)
      ) {
        shown = sale;
      }
    }
    if (shown) running.set(slot, shown);
  }
  return running;
}

interface Filtered {
  counts: MatchCount[];
  /** 1 for the matches in the chosen category and region. */
  chosen: Uint8Array;
  chosenCount: number;
}

/**
 * One pass over the candidates: every filter but category and region decides what counts
 * (per category and region, for the total and the facets); those two decide what is chosen.
 */
function filterAndCount(
  index: OfferingIndex,
  filters: OfferingFilters,
  candidates: Int32Array | null,
  running: Map<number, IndexSale> | null,
): Filtered {
  const kind = filters.kind === null ? -1 : filters.kind === "service" ? 1 : 0;
  const business = filters.businessId === null ? null : index.businesses.find(filters.businessId);
  const { priceMin, priceMax } = filters;
  const min = priceMin ? priceBound(priceMin.amount, priceMin.rate) : null;
  const max = priceMax ? priceBound(priceMax.amount, priceMax.rate) : null;
  const minRating = filters.ratingMin === null ? null : ceilScaled(filters.ratingMin, 2);
  let inCategory: Uint8Array | null = null;
  if (filters.categoryIds) {
    inCategory = new Uint8Array(index.categories.values.length);
    for (const id of filters.categoryIds) {
      const number = index.categories.find(id);
      if (number >= 0) inCategory[number] = 1;
    }
  }
  // -2: the chosen region holds no offering (-1 is "no region").
  const region = filters.region === null ? null : index.regions.find(filters.region);
  const chosenRegion = region === null ? null : region < 0 ? -2 : region;

  const regionSpan = index.regions.values.length + 1;
  const perPair = new Int32Array(index.categories.values.length * regionSpan);
  const chosen = new Uint8Array(index.slotCount);
  let chosenCount = 0;
  const live = index.live.data;
  const kinds = index.kind.data;
  const businesses = index.business.data;
  const dollars = index.priceDollars.data;
  const micros = index.priceMicros.data;
  const ratings = index.rating.data;
  const categories = index.category.data;
  const regions = index.region.data;

  // Which slots to visit: the text's matches, the slots on a running sale, or all of them.
  const onSale = filters.flashOnly && running ? Int32Array.from(running.keys()) : null;
  const visited = candidates ?? onSale;
  const visitCount = visited ? visited.length : index.slotCount;
  const hasKind = kind >= 0;
  const hasBusiness = business !== null;
  const hasRating = minRating !== null;
  const ratingFloor = minRating ?? 0;
  const minDollars = min?.dollars ?? 0;
  const minMicros = min?.micros ?? 0;
  const maxDollars = max?.dollars ?? 0;
  const maxMicros = max?.micros ?? 0;
  // One loop, no call per slot: at 100,000 offerings it runs for every search without words.
  for (let i = 0; i < visitCount; i += 1) {
    const slot = visited ? (visited[i] ?? 0) : i;
    if (live[slot] !== 1) continue;
    if (hasKind && kinds[slot] !== kind) continue;
    if (hasBusiness && businesses[slot] !== business) continue;
    if (min || max) {
      const whole = dollars[slot] ?? 0;
      const part = micros[slot] ?? 0;
      // price ≥ min, and price < max: by whole dollars, then by the micro-dollars.
      if (min && (whole < minDollars || (whole === minDollars && part < minMicros))) continue;
      if (max && (whole > maxDollars || (whole === maxDollars && part >= maxMicros))) continue;
    }
    if (hasRating && (ratings[slot] ?? 0) < ratingFloor) continue;
    // Text matches on a sale only (the slots on one were visited without words).
    if (onSale && candidates && !running?.has(slot)) continue;
    const category = categories[slot] ?? 0;
    const regionOf = regions[slot] ?? -1;
    const pair = category * regionSpan + regionOf + 1;
    perPair[pair] = (perPair[pair] ?? 0) + 1;
    if (inCategory && inCategory[category] !== 1) continue;
    if (chosenRegion !== null && regionOf !== chosenRegion) continue;
    chosen[slot] = 1;
    chosenCount += 1;
  }

  const counts: MatchCount[] = [];
  for (const [pair, n] of perPair.entries()) {
    if (n === 0) continue;
    const regionNumber = (pair % regionSpan) - 1;
    counts.push({
      category_id: index.categories.values[Math.floor(pair / regionSpan)] ?? "",
      region_code: regionNumber < 0 ? null : (index.regions.values[regionNumber] ?? null),
      n,
    });
  }
  return { counts, chosen, chosenCount };
}

interface Chosen {
  chosen: Uint8Array;
  chosenCount: number;
  limit: number;
  /** For relevance: 1 for texts holding every word as typed (they come first). */
  exact: Uint8Array | null;
  running: Map<number, IndexSale> | null;
}

/** The sorts that are one of the index's orders as they are. */
const presorted: Record<"newest" | "price_asc" | "price_desc" | "rating", OrderName> = {
  newest: "newest",
  price_asc: "priceAsc",
  price_desc: "priceDesc",
  rating: "rating",
};

/** The chosen slots' ids in the sort's order, the first `limit` of them. */
function firstChosen(index: OfferingIndex, sort: OfferingSort, c: Chosen): string[] {
  const wanted = Math.min(c.limit, c.chosenCount);
  const ids: string[] = [];
  if (wanted === 0) return ids;
  const take = (order: Int32Array, accept: (slot: number) => boolean) => {
    for (let i = 0; i < order.length && ids.length < wanted; i += 1) {
      const slot = order[i] ?? 0;
      if (c.chosen[slot] === 1 && accept(slot)) ids.push(index.ids[slot] ?? "");
    }
  };
  const all = () => true;
  switch (sort) {
    case "newest":
    case "price_asc":
    case "price_desc":
    case "rating":
      take(index.orders[presorted[sort]].view(), all);
      break;
    case "relevance": {
      const exact = c.exact;
      if (exact) {
        take(index.orders.newest.view(), (slot) => exact[slot] === 1);
        take(index.orders.newest.view(), (slot) => exact[slot] !== 1);
      } else take(index.orders.newest.view(), all);
      break;
    }
    case "ending_soon":
    case "discount": {
      // Those on a running sale by its value; the rest after them (no value sorts last).
      const running = c.running ?? new Map<number, IndexSale>();
      const onSale = [...running.keys()].filter((slot) => c.chosen[slot] === 1);
      onSale.sort(saleOrder(index, sort, running));
      for (const slot of onSale.slice(0, wanted)) ids.push(index.ids[slot] ?? "");
      take(index.orders.newest.view(), (slot) => !running.has(slot));
      break;
    }
  }
  return ids;
}

function saleOrder(
  index: OfferingIndex,
  sort: "ending_soon" | "discount",
  running: Map<number, IndexSale>,
): (a: number, b: number) => number {
  const sale = (slot: number) => running.get(slot) as IndexSale;
  if (sort === "ending_soon") {
    return (a, b) => sale(a).ends_micros - sale(b).ends_micros || index.compareNewest(a, b);
  }
  // The share of the price left (shareLeft), once per sale rather than per comparison.
  const shares = new Map<number, number>();
  for (const [slot, shown] of running) {
    shares.set(slot, shareLeft(shown.sale_price_cents, shown.offering_price_cents));
  }
  return (a, b) => (shares.get(a) ?? 0) - (shares.get(b) ?? 0) || index.compareNewest(a, b);
}
