import type { IndexSale } from "./index-row";
import type { OfferingIndex } from "./offering-index";

/**
 * What the running sales make of the index at one moment: which sale each card shows, and so
 * the price each offering is bought at (shared/price-now.ts, the SQL's rule). Sales start, end and
 * sell out with no write, so this is derived for a moment and kept until the next start or
 * end of any sale or the next change of the index. It copies no column (at 100,000 offerings
 * a copy of the prices cost more than a search): the price paid now is the regular one but on
 * the few slots marked on sale.
 */
export interface SalesNow {
  /** Live slot → the running sale its card shows: the cheapest, then the one ending first. */
  bySlot: Map<number, IndexSale>;
  /** The slots of `bySlot`. */
  slots: Int32Array;
  /** 1 for a slot on a running sale. */
  onSale: Uint8Array;
  /** The index's price orders by the price paid now: newest first among equals. */
  compare: Record<PriceOrder, (a: number, b: number) => number>;
  /** The slots on a running sale in a price order (sorted when first asked). */
  ordered(name: PriceOrder): Int32Array;
}

export type PriceOrder = "priceAsc" | "priceDesc";

/** A sale runs from its start until its end or until it has sold its limit (saleIsRunning). */
export function runs(sale: IndexSale, nowMicros: number): boolean {
  return (
    sale.starts_micros <= nowMicros &&
    sale.ends_micros > nowMicros &&
    (sale.quantity_limit === null || sale.sold < sale.quantity_limit)
  );
}

interface Kept {
  sales: SalesNow;
  revision: number;
  from: number;
  /** The next start or end of a sale of a live offering: what runs may change then. */
  until: number;
}

const kept = new WeakMap<OfferingIndex, Kept>();

/** The running sales at `nowMicros` (kept while they are what runs, see SalesNow). */
export function salesAt(index: OfferingIndex, nowMicros: number): SalesNow {
  const known = kept.get(index);
  if (
    known &&
    known.revision === index.revision &&
    nowMicros >= known.from &&
    nowMicros < known.until
  ) {
    return known.sales;
  }
  const { sales, until } = derive(index, nowMicros);
  kept.set(index, { sales, revision: index.revision, from: nowMicros, until });
  return sales;
}

function derive(index: OfferingIndex, nowMicros: number): { sales: SalesNow; until: number } {
  const bySlot = new Map<number, IndexSale>();
  let until = Number.POSITIVE_INFINITY;
  for (const [offeringId, sales] of index.sales) {
    const slot = index.slotOf(offeringId);
    if (slot === undefined) continue;
    let shown: IndexSale | null = null;
    for (const sale of sales) {
      if (sale.starts_micros > nowMicros) until = Math.min(until, sale.starts_micros);
      else if (sale.ends_micros > nowMicros) until = Math.min(until, sale.ends_micros);
      if (!runs(sale, nowMicros)) continue;
      if (
        !shown ||
        sale.sale_price_cents < shown.sale_price_cents ||
        (sale.sale_price_cents === shown.sale_price_cents && sale.ends_micros < shown.ends_micros)
      ) {
        shown = sale;
      }
    }
    if (shown) bySlot.set(slot, shown);
  }

  const onSale = new Uint8Array(index.slotCount);
  for (const slot of bySlot.keys()) onSale[slot] = 1;
  const regularDollars = index.priceDollars.data;
  const regularMicros = index.priceMicros.data;
  // Whole dollars, then the micro-dollars below: the sale's on a slot on sale.
  const cheaper = (a: number, b: number): number => {
    const saleA = onSale[a] === 1 ? bySlot.get(a) : undefined;
    const saleB = onSale[b] === 1 ? bySlot.get(b) : undefined;
    const dollarsA = saleA ? saleA.price_dollars : (regularDollars[a] ?? 0);
    const dollarsB = saleB ? saleB.price_dollars : (regularDollars[b] ?? 0);
    if (dollarsA !== dollarsB) return dollarsA - dollarsB;
    const microsA = saleA ? saleA.price_micros : (regularMicros[a] ?? 0);
    const microsB = saleB ? saleB.price_micros : (regularMicros[b] ?? 0);
    return microsA - microsB;
  };
  const compare = {
    priceAsc: (a: number, b: number) => cheaper(a, b) || index.compareNewest(a, b),
    priceDesc: (a: number, b: number) => cheaper(b, a) || index.compareNewest(a, b),
  };
  const slots = Int32Array.from(bySlot.keys());
  const sorted: Partial<Record<PriceOrder, Int32Array>> = {};
  const ordered = (name: PriceOrder): Int32Array => {
    let order = sorted[name];
    if (!order) {
      order = Int32Array.from([...slots].sort(compare[name]));
      sorted[name] = order;
    }
    return order;
  };
  return { sales: { bySlot, slots, onSale, compare, ordered }, until };
}
