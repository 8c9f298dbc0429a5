import { shareLeft } from "../exact-decimal";
import type { OfferingSort } from "../search-filters";
import { best } from "../text-analysis/vocabulary";
import type { IndexSale } from "./index-row";
import type { OfferingIndex, OrderName } from "./offering-index";
import type { PriceOrder, SalesNow } from "./sales-now";
import { kthSmallest } from "./select-kth";

// The order of a search's matches in the index: the first `limit` chosen slots, by its sort.

interface Chosen {
  chosen: Uint8Array;
  chosenCount: number;
  chosenList: number[] | null;
  limit: number;
  /** For relevance with words: each slot's score (text-scores.ts). */
  scores: Float32Array | null;
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
export function firstChosen(index: OfferingIndex, sort: OfferingSort, c: Chosen): string[] {
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
    slots.push(...firstInOrder(index, "newest", c, wanted - slots.length, rest));
  } else if ((sort === "price_asc" || sort === "price_desc") && c.running) {
    const name: PriceOrder = sort === "price_asc" ? "priceAsc" : "priceDesc";
    slots = byPriceNow(index, name, c, c.running, wanted);
  } else if (c.scores && c.chosenList) {
    slots = byScore(index, c.chosenList, c.scores, wanted);
  } else {
    slots = firstInOrder(index, presorted[sort], c, wanted, () => true);
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
  const rest = firstInOrder(index, name, c, wanted, (slot) => marks[slot] !== 1);
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
 * The first `wanted` of the chosen slots `accept` lets through, in order `name`: by their
 * ranks when the chosen are a list of a few, else a walk along the order (which a few would
 * leave mostly passed by).
 */
function firstInOrder(
  index: OfferingIndex,
  name: OrderName,
  c: Chosen,
  wanted: number,
  accept: (slot: number) => boolean,
): number[] {
  if (wanted <= 0) return [];
  if (c.chosenList && c.chosenList.length * 8 < index.slotCount) {
    return byRank(index, name, c.chosenList.filter(accept), wanted);
  }
  const slots: number[] = [];
  const order = index.orders[name].view();
  for (let i = 0; i < order.length && slots.length < wanted; i += 1) {
    const slot = order[i] ?? 0;
    if (c.chosen[slot] === 1 && accept(slot)) slots.push(slot);
  }
  return slots;
}

/**
 * The first `wanted` of a few slots in an order, by their places in it (OfferingIndex.ranks):
 * numbers sorted natively rather than rows compared.
 */
function byRank(index: OfferingIndex, name: OrderName, slots: number[], wanted: number): number[] {
  const ranks = index.ranks[name];
  const order = index.orders[name].data;
  const keys = Int32Array.from(slots, (slot) => ranks[slot] ?? 0).sort();
  const found: number[] = [];
  for (let i = 0; i < keys.length && found.length < wanted; i += 1)
    found.push(order[keys[i] ?? 0] ?? 0);
  return found;
}

/**
 * The best `wanted` slots by score, newest first among equals, with copies spread out: the
 * same title from another seller counts half as much for each copy already ahead of it, so the
 * first page shows choices (three sellers of one blood test do not fill the first three places).
 */
function byScore(
  index: OfferingIndex,
  slots: number[],
  scores: Float32Array,
  wanted: number,
): number[] {
  const ranks = index.ranks.newest;
  // Twice as many as wanted by their own scores, in order, then spread: a copy moves down,
  // never in.
  const top = bestScored(index, slots, scores, Math.min(slots.length, wanted * 2)).sort(
    (a, b) => (scores[b] ?? 0) - (scores[a] ?? 0) || (ranks[a] ?? 0) - (ranks[b] ?? 0),
  );
  const copies = new Map<number, number>();
  const titles = index.titleKey.data;
  const spread = top.map((slot) => {
    const title = titles[slot] ?? -1;
    const ahead = copies.get(title) ?? 0;
    copies.set(title, ahead + 1);
    return { slot, score: (scores[slot] ?? 0) / 2 ** ahead };
  });
  return spread
    .sort((a, b) => b.score - a.score || (ranks[a.slot] ?? 0) - (ranks[b.slot] ?? 0))
    .map(({ slot }) => slot)
    .slice(0, wanted);
}

/**
 * The `count` best slots by score, newest first among equals, in no particular order: the
 * score at the count's place and, among those tied at it, the newest, found by quickselect
 * (select-kth.ts). A common word matches tens of thousands of offerings, many with one score.
 */
function bestScored(
  index: OfferingIndex,
  slots: number[],
  scores: Float32Array,
  count: number,
): number[] {
  if (count === 0) return [];
  const values = new Float32Array(slots.length);
  slots.forEach((slot, i) => {
    values[i] = scores[slot] ?? 0;
  });
  const threshold = kthSmallest(values, slots.length - count);
  const chosen: number[] = [];
  const tied: number[] = [];
  const ranks = index.ranks.newest;
  for (const slot of slots) {
    const score = scores[slot] ?? 0;
    if (score > threshold) chosen.push(slot);
    else if (score === threshold) tied.push(ranks[slot] ?? 0);
  }
  const left = count - chosen.length;
  if (left <= 0) return chosen;
  // The newest of the tied: the lowest ranks, up to the left-th lowest.
  const tiedRanks = Int32Array.from(tied);
  const last =
    left >= tiedRanks.length ? Number.POSITIVE_INFINITY : kthSmallest(tiedRanks, left - 1);
  const order = index.orders.newest.data;
  for (const rank of tied) if (rank <= last) chosen.push(order[rank] ?? 0);
  return chosen;
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
