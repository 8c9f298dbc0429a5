import { ceilScaled, priceBound } from "../exact-decimal";
import type { MatchCount } from "../facets";
import type { Matches } from "../matches";
import { dependsOnClock, type OfferingFilters, type OfferingSort } from "../search-filters";
import { firstChosen } from "./index-order";
import type { IndexSale } from "./index-row";
import type { OfferingIndex } from "./offering-index";
import { type SalesNow, salesAt } from "./sales-now";
import { scoreText } from "./text-scores";

// The index's scratch buffer for the chosen slots (text-scores.ts uses 0).
const scratchForChosen = 2;

/**
 * An offering search: the matches of its words (text-scores.ts) and filters, counted per
 * category and region, and the first ids of the chosen ones by its sort. Filters and sorts
 * are the SQL's of tests/server/offering-search-sql.ts, which the tests hold the index to.
 */
export function searchIndex(
  index: OfferingIndex,
  filters: OfferingFilters,
  sort: OfferingSort,
  limit: number,
  nowMicros: number,
): Matches<MatchCount> {
  const { textQuery } = filters;
  const text = textQuery ? scoreText(index, textQuery) : null;
  const candidates = text ? text.slots : null;
  // What runs now decides the sale filter and sorts, and the price paid now
  // (shared/price-now.ts).
  const running = dependsOnClock(filters, sort) ? salesAt(index, nowMicros) : null;
  const { counts, chosen, chosenCount, chosenList } = filterAndCount(
    index,
    filters,
    candidates,
    running,
  );
  const ids = firstChosen(index, sort, {
    chosen,
    chosenCount,
    chosenList,
    limit,
    scores: sort === "relevance" && text ? text.scores : null,
    running,
  });
  return { counts, ids };
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
