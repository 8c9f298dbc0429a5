import { ceilScaled, priceBound, shareLeft } from "../exact-decimal";
import type { MatchCount } from "../facets";
import type { Matches } from "../matches";
import { dependsOnClock, type OfferingFilters, type OfferingSort } from "../search-filters";
import type { IndexSale, OfferingIndex, OrderName } from "./offering-index";
import { type PriceOrder, type SalesNow, salesAt } from "./sales-now";
import { best } from "./vocabulary";

// The index's scratch buffers a search uses, one for each kind of mark.
const scratchForWords = 0;
const scratchForExact = 1;
const scratchForChosen = 2;

/**
 * findOfferingMatches (repository/offerings.ts) answered from the index: the same matches, counts
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
  const { textQuery } = filters;
  if (textQuery && textQuery.groups.length === 0) return { counts: [], ids: [] };
  const candidates = textQuery ? slotsHoldingAll(index, textQuery.groups) : null;
  // What runs now decides the sale filter and sorts, and the price paid now (shared/price-now.ts).
  const running = dependsOnClock(filters, sort) ? salesAt(index, nowMicros) : null;
  const { counts, chosen, chosenCount, chosenList } = filterAndCount(
    index,
    filters,
    candidates,
    running,
  );
  // For relevance: texts holding every word as typed come first (each word its own group).
  const exactGroups = textQuery?.exactTerms.map((term) => [term]) ?? [];
  const exact =
    sort === "relevance" && exactGroups.length > 0
      ? { marks: markGroups(index, exactGroups, scratchForExact), all: exactGroups.length }
      : null;
  const ids = firstChosen(index, sort, {
    chosen,
    chosenCount,
    chosenList,
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
function markGroups(index: OfferingIndex, groups: string[][], scratch: number): Uint8Array {
  const marks = index.scratch(scratch);
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
  const marks = markGroups(index, groups, scratchForWords);
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

const noMarks = new Uint8Array(0);
const noSales = new Map<number, IndexSale>();

interface Filtered {
  counts: MatchCount[];
  /** 1 for the matches in the chosen category and region. */
  chosen: Uint8Array;
  chosenCount: number;
  /** The chosen slots, when the candidates were not every slot (words, sales); else null. */
  chosenList: number[] | null;
}

/**
 * One pass over the candidates: every filter but category and region decides what counts
 * (per category and region, for the total and the facets); those two decide what is chosen.
 */
function filterAndCount(
  index: OfferingIndex,
  filters: OfferingFilters,
  candidates: Int32Array | null,
  running: SalesNow | null,
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

  // Per cell (see OfferingIndex.cell): how many match, and whether its matches are chosen.
  const cellCount = index.categories.values.length * index.regionSpan * 2;
  const perCell = new Int32Array(cellCount);
  const chosenCell = new Uint8Array(cellCount);
  for (let cell = 0; cell < cellCount; cell += 1) {
    const categoryOk = !inCategory || inCategory[index.categoryOfCell(cell)] === 1;
    const regionOk = chosenRegion === null || index.regionOfCell(cell) === chosenRegion;
    chosenCell[cell] = categoryOk && regionOk ? 1 : 0;
  }
  const chosen = index.scratch(scratchForChosen);
  let chosenCount = 0;
  const chosenList: number[] = [];
  const cells = index.cell.data;
  const businesses = index.business.data;
  const dollars = index.priceDollars.data;
  const micros = index.priceMicros.data;
  const ratings = index.rating.data;

  // Which slots to visit: the text's matches, the slots on a running sale, or all of them.
  const onFlashSale = filters.onFlashSale && running ? running.slots : null;
  // Sales were read for any price bound (and the sale filter): on the slots marked on sale the
  // price paid now is the sale's, elsewhere the regular one.
  const saleMarks = running ? running.onSale : noMarks;
  const saleOf = running ? running.bySlot : noSales;
  const visited = candidates ?? onFlashSale;
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
    const cell = cells[slot] ?? -1;
    // Dead slots have no cell.
    if (cell < 0) continue;
    if (hasKind && (cell & 1) !== kind) continue;
    if (hasBusiness && businesses[slot] !== business) continue;
    if (min || max) {
      let whole = dollars[slot] ?? 0;
      let part = micros[slot] ?? 0;
      if (saleMarks[slot] === 1) {
        const sale = saleOf.get(slot);
        if (sale) {
          whole = sale.price_dollars;
          part = sale.price_micros;
        }
      }
      // price ≥ min, and price < max: by whole dollars, then by the micro-dollars.
      if (min && (whole < minDollars || (whole === minDollars && part < minMicros))) continue;
      if (max && (whole > maxDollars || (whole === maxDollars && part >= maxMicros))) continue;
    }
    if (hasRating && (ratings[slot] ?? 0) < ratingFloor) continue;
    // Text matches on a sale only (the slots on one were visited without words).
    if (onFlashSale && candidates && saleMarks[slot] !== 1) continue;
    perCell[cell] = (perCell[cell] ?? 0) + 1;
    if (chosenCell[cell] !== 1) continue;
    chosen[slot] = 1;
    chosenCount += 1;
    if (visited) chosenList.push(slot);
  }

  // Both kinds of a category and region count together: cells 2p and 2p + 1.
  const counts: MatchCount[] = [];
  for (let cell = 0; cell < cellCount; cell += 2) {
    const n = (perCell[cell] ?? 0) + (perCell[cell + 1] ?? 0);
    if (n === 0) continue;
    const regionNumber = index.regionOfCell(cell);
    counts.push({
      category_id: index.categories.values[index.categoryOfCell(cell)] ?? "",
      region_code: regionNumber < 0 ? null : (index.regions.values[regionNumber] ?? null),
      n,
    });
  }
  return { counts, chosen, chosenCount, chosenList: visited ? chosenList : null };
}

interface Chosen {
  chosen: Uint8Array;
  chosenCount: number;
  chosenList: number[] | null;
  limit: number;
  /** For relevance: texts whose mark is `all` hold every word as typed (they come first). */
  exact: { marks: Uint8Array; all: number } | null;
  running: SalesNow | null;
}

/** The sorts that are one of the index's orders as they are. */
const presorted: Record<Exclude<OfferingSort, "ending_soon" | "discount">, OrderName> = {
  relevance: "newest",
  newest: "newest",
  price_asc: "priceAsc",
  price_desc: "priceDesc",
  rating: "rating",
};

/** The chosen slots' ids in the sort's order, the first `limit` of them. */
function firstChosen(index: OfferingIndex, sort: OfferingSort, c: Chosen): string[] {
  const wanted = Math.min(c.limit, c.chosenCount);
  if (wanted === 0) return [];
  let slots: number[];
  if (sort === "ending_soon" || sort === "discount") {
    // Those on a running sale first, by the sale's value; the rest newest first after them
    // (no value sorts last, as in SQL).
    const running = c.running?.bySlot ?? new Map<number, IndexSale>();
    const onSale = [...running.keys()].filter((slot) => c.chosen[slot] === 1);
    slots = best(onSale, saleOrder(index, sort, running), wanted, () => true);
    const rest = (slot: number) => !running.has(slot);
    slots.push(...firstInOrder(index, "newest", c, wanted - slots.length, rest, null));
  } else if ((sort === "price_asc" || sort === "price_desc") && c.running) {
    const name: PriceOrder = sort === "price_asc" ? "priceAsc" : "priceDesc";
    slots = byPriceNow(index, name, c, c.running, wanted);
  } else {
    const exact = c.exact;
    // Relevance: texts holding every word as typed ahead of the rest, each newest first.
    const ahead = exact ? (slot: number) => exact.marks[slot] === exact.all : null;
    slots = firstInOrder(index, presorted[sort], c, wanted, () => true, ahead);
  }
  return slots.map((slot) => index.ids[slot] ?? "");
}

/**
 * The first `wanted` chosen slots by the price paid now: those on a running sale (a few, kept
 * in that order: SalesNow) merged with the rest, read from the order by regular price, which
 * is their price now. No sort per search, whatever sales run.
 */
function byPriceNow(
  index: OfferingIndex,
  name: PriceOrder,
  c: Chosen,
  running: SalesNow,
  wanted: number,
): number[] {
  const onSale: number[] = [];
  for (const slot of running.ordered(name)) {
    if (onSale.length === wanted) break;
    if (c.chosen[slot] === 1) onSale.push(slot);
  }
  const marks = running.onSale;
  const rest = firstInOrder(index, name, c, wanted, (slot) => marks[slot] !== 1, null);
  const compare = running.compare[name];
  const merged: number[] = [];
  let i = 0;
  let j = 0;
  while (merged.length < wanted && (i < onSale.length || j < rest.length)) {
    const a = onSale[i];
    const b = rest[j];
    if (b === undefined || (a !== undefined && compare(a, b) <= 0)) {
      merged.push(a as number);
      i += 1;
    } else {
      merged.push(b);
      j += 1;
    }
  }
  return merged;
}

/**
 * The first `wanted` of the chosen slots `accept` lets through, in order `name`, those `ahead`
 * says yes to before the others: by their ranks when the chosen are a list of a few, else a
 * walk along the order (which a few would leave mostly passed by).
 */
function firstInOrder(
  index: OfferingIndex,
  name: OrderName,
  c: Chosen,
  wanted: number,
  accept: (slot: number) => boolean,
  ahead: ((slot: number) => boolean) | null,
): number[] {
  if (wanted <= 0) return [];
  if (c.chosenList && c.chosenList.length * 8 < index.slotCount) {
    return byRank(index, name, c.chosenList.filter(accept), wanted, ahead);
  }
  const slots: number[] = [];
  const order = index.orders[name].view();
  const walk = (pass: (slot: number) => boolean) => {
    for (let i = 0; i < order.length && slots.length < wanted; i += 1) {
      const slot = order[i] ?? 0;
      if (c.chosen[slot] === 1 && accept(slot) && pass(slot)) slots.push(slot);
    }
  };
  if (ahead) {
    walk(ahead);
    walk((slot) => !ahead(slot));
  } else walk(() => true);
  return slots;
}

/**
 * The first `wanted` of a few slots in an order, by their places in it (OfferingIndex.ranks):
 * numbers sorted natively rather than rows compared; those `first` says yes to come first.
 */
function byRank(
  index: OfferingIndex,
  name: OrderName,
  slots: number[],
  wanted: number,
  first: ((slot: number) => boolean) | null,
): number[] {
  const ranks = index.ranks[name];
  const order = index.orders[name].data;
  const behind = index.orders[name].length;
  const keys = new Float64Array(slots.length);
  slots.forEach((slot, i) => {
    keys[i] = (ranks[slot] ?? 0) + (!first || first(slot) ? 0 : behind);
  });
  keys.sort();
  const found: number[] = [];
  for (let i = 0; i < keys.length && found.length < wanted; i += 1) {
    const key = keys[i] ?? 0;
    found.push(order[key >= behind ? key - behind : key] ?? 0);
  }
  return found;
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
