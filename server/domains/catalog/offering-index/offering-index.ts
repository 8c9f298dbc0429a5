import { Growable } from "../growable";
import { type Postings, postTerms } from "../text-analysis/postings";
import { isFormTerm } from "../text-analysis/text-terms";
import { Vocabulary } from "../text-analysis/vocabulary";
import { Dictionary } from "./dictionary";
import type { IndexRow, IndexSale } from "./index-row";

export type OrderName = "newest" | "priceAsc" | "priceDesc" | "rating";
const orderNames: OrderName[] = ["newest", "priceAsc", "priceDesc", "rating"];

/**
 * The public offerings in memory, for searches that the embedded database would otherwise
 * answer by reading every public row (it runs one query at a time: under load each waits for
 * all before it).
 *
 * Each offering has a slot: its values sit at that position of typed columns. A changed
 * offering gets a new slot and its old one is left dead, so the words' postings (the slots of
 * the offerings holding each word) and the presorted orders only ever grow at the end or merge
 * in, never search for what to take out; `compact` renumbers the live slots when the dead are
 * many. Orders hold dead slots too, in place: their values still sort them right.
 */
export class OfferingIndex {
  /** Slot → offering id (replaced whole by `compact`). */
  ids: string[] = [];
  readonly kind = Growable.uint8();
  readonly category = Growable.int32();
  /** -1: the business has no region. */
  readonly region = Growable.int32();
  readonly business = Growable.int32();
  readonly priceDollars = Growable.float64();
  readonly priceMicros = Growable.int32();
  readonly rating = Growable.int32();
  readonly ratingCount = Growable.int32();
  readonly created = Growable.float64();
  /**
   * The slot's cell of the facet grid: category, region and kind in one number
   * ((category × regionSpan + region + 1) × 2 + kind),
   * -1 for a dead slot (the one place a slot's death is kept): a scan reads this one column to
   * count and choose. See cellOf, and categoryOfCell and regionOfCell for the way back.
   */
  readonly cell = Growable.int32();
  /** Regions a category's cells have room for (with "no region"); doubled if ever short. */
  regionSpan = 16;

  readonly categories = new Dictionary();
  readonly regions = new Dictionary();
  readonly businesses = new Dictionary();

  /**
   * Term → the slots holding it with the field it was found in (text-analysis/postings.ts).
   * Terms are words as written and their other forms (formTerm).
   */
  readonly postings: Postings = new Map();
  /** The words as written, for looking up what a query word may stand for. */
  readonly vocabulary = new Vocabulary();
  /**
   * Term → the categories whose name (or whose parent's) holds it, and the businesses whose
   * name does: a word of a category's name finds everything in it ("bolalar kiyimi").
   */
  categoryTerms = new Map<string, number[]>();
  readonly businessTerms = new Map<string, Set<number>>();
  /**
   * Category number → its slots, and business number → its slots, ascending, dead ones
   * included (a scan checks `cell`): a word of a category's or business's name visits only
   * those, not every slot.
   */
  readonly slotsByCategory: Array<Growable<Int32Array>> = [];
  readonly slotsByBusiness: Array<Growable<Int32Array>> = [];
  /** What categories' names were read at (readChanges' categoriesHash). */
  categoriesHash = "";
  /** Business number → its terms (to take them out when its name changes). */
  private readonly termsOfBusiness = new Map<number, string[]>();
  /**
   * The slot's title in every language, as a number: the same item sold by several sellers
   * shares one, and the first page of a search shows choices rather than copies.
   */
  readonly titleKey = Growable.int32();
  readonly titleKeys = new Dictionary();
  readonly orders: Record<OrderName, Growable<Int32Array>> = {
    newest: Growable.int32(),
    priceAsc: Growable.int32(),
    priceDesc: Growable.int32(),
    rating: Growable.int32(),
  };
  /** Offering id → its sales not yet ended when read, whether the offering is public or not. */
  readonly sales = new Map<string, IndexSale[]>();
  /**
   * Moves on whenever slots or sales change: what is derived from both at a moment
   * (sales-now.ts) is derived again.
   */
  revision = 0;

  private readonly slotById = new Map<string, number>();
  /** Work space a search marks slots in (see scratch). */
  private readonly scratchBuffers: Uint8Array[] = [];
  private readonly scoreBuffers: Float32Array[] = [];
  private deadSlots = 0;

  get size(): number {
    return this.slotById.size;
  }

  get slotCount(): number {
    return this.ids.length;
  }

  /**
   * What a query word may stand for (Vocabulary.lookup) among the words a live offering
   * holds: a word whose offerings all changed or left stays in the vocabulary until the next
   * compaction, but is not offered.
   */
  lookUp(word: string): string[] {
    return this.vocabulary.lookup(word, (term) => this.heldLive(term));
  }

  private heldLive(term: string): boolean {
    if (this.categoryTerms.has(term) || this.businessTerms.has(term)) return true;
    const slots = this.postings.get(term);
    if (!slots) return false;
    const cells = this.cell.data;
    // Newest slots last: a live one is usually found at once.
    for (let i = slots.length - 1; i >= 0; i -= 1)
      if ((cells[(slots.data[i] ?? 0) >> 2] ?? -1) >= 0) {
        return true;
      }
    return false;
  }

  /**
   * The names of every category (with its parent's), as terms: replaced whole, they are few.
   * A term of a category name joins the vocabulary.
   */
  setCategoryTerms(categories: Array<{ id: string; terms: string[] }>): void {
    this.revision += 1;
    const terms = new Map<string, number[]>();
    for (const category of categories) {
      const number = this.categories.numberOf(category.id);
      for (const term of category.terms) {
        const numbers = terms.get(term) ?? [];
        numbers.push(number);
        terms.set(term, numbers);
        if (!isFormTerm(term)) this.vocabulary.add(term);
      }
    }
    this.categoryTerms = terms;
  }

  knowsBusiness(id: string): boolean {
    const number = this.businesses.find(id);
    return number >= 0 && this.termsOfBusiness.has(number);
  }

  /** The names of these businesses, as terms, in place of what they were. */
  setBusinessTerms(businesses: Array<{ id: string; terms: string[] }>): void {
    this.revision += 1;
    for (const business of businesses) {
      const number = this.businesses.numberOf(business.id);
      for (const term of this.termsOfBusiness.get(number) ?? []) {
        this.businessTerms.get(term)?.delete(number);
      }
      for (const term of business.terms) {
        const numbers = this.businessTerms.get(term) ?? new Set<number>();
        numbers.add(number);
        this.businessTerms.set(term, numbers);
        if (!isFormTerm(term)) this.vocabulary.add(term);
      }
      this.termsOfBusiness.set(number, business.terms);
    }
  }

  slotOf(id: string): number | undefined {
    return this.slotById.get(id);
  }

  /** The `newest` order: created_at, then id, both descending (as the SQL sorts them). */
  readonly compareNewest = (a: number, b: number): number => {
    const created = this.created.data;
    const byTime = (created[b] ?? 0) - (created[a] ?? 0);
    if (byTime !== 0) return byTime;
    const idA = this.ids[a] ?? "";
    const idB = this.ids[b] ?? "";
    return idA < idB ? 1 : idA > idB ? -1 : 0;
  };

  /** Cheaper first. */
  private readonly comparePrice = (a: number, b: number): number =>
    (this.priceDollars.data[a] ?? 0) - (this.priceDollars.data[b] ?? 0) ||
    (this.priceMicros.data[a] ?? 0) - (this.priceMicros.data[b] ?? 0);

  private readonly comparators: Record<OrderName, (a: number, b: number) => number> = {
    newest: this.compareNewest,
    priceAsc: (a, b) => this.comparePrice(a, b) || this.compareNewest(a, b),
    priceDesc: (a, b) => this.comparePrice(b, a) || this.compareNewest(a, b),
    rating: (a, b) =>
      (this.rating.data[b] ?? 0) - (this.rating.data[a] ?? 0) ||
      (this.ratingCount.data[b] ?? 0) - (this.ratingCount.data[a] ?? 0) ||
      this.compareNewest(a, b),
  };

  /**
   * A zeroed byte per slot, the `which`-th of a few kept for searches: a search runs to its
   * end without yielding and keeps none of them, so they are lent rather than allocated (at
   * 100,000 offerings, three a search were most of what the collector had to sweep).
   */
  scratch(which: number): Uint8Array {
    let buffer = this.scratchBuffers[which];
    if (!buffer || buffer.length < this.ids.length) {
      buffer = new Uint8Array(Math.max(this.ids.length * 2, 1024));
      this.scratchBuffers[which] = buffer;
    }
    const marks = buffer.subarray(0, this.ids.length);
    marks.fill(0);
    return marks;
  }

  /** A zeroed number per slot, lent as `scratch` is (a search's scores). */
  scores(which: number): Float32Array {
    let buffer = this.scoreBuffers[which];
    if (!buffer || buffer.length < this.ids.length) {
      buffer = new Float32Array(Math.max(this.ids.length * 2, 1024));
      this.scoreBuffers[which] = buffer;
    }
    const scores = buffer.subarray(0, this.ids.length);
    scores.fill(0);
    return scores;
  }

  /** A slot's cell (see `cell`) from its columns. */
  private cellOf(slot: number): number {
    const place =
      (this.category.data[slot] ?? 0) * this.regionSpan + (this.region.data[slot] ?? -1) + 1;
    return place * 2 + (this.kind.data[slot] ?? 0);
  }

  /** The category number of a cell (see `cell`). */
  categoryOfCell(cell: number): number {
    return Math.floor((cell >> 1) / this.regionSpan);
  }

  /** The region number of a cell, -1 for "no region". */
  regionOfCell(cell: number): number {
    return ((cell >> 1) % this.regionSpan) - 1;
  }

  /** Makes room for more regions than the span holds (a new region: all cells again). */
  private ensureRegionSpan(): void {
    if (this.regions.values.length + 1 <= this.regionSpan) return;
    while (this.regions.values.length + 1 > this.regionSpan) this.regionSpan *= 2;
    for (let slot = 0; slot < this.ids.length; slot += 1) {
      if ((this.cell.data[slot] ?? -1) >= 0) this.cell.data[slot] = this.cellOf(slot);
    }
  }

  /** Slot → its place in each order, so a few slots sort by number, not by comparing rows. */
  readonly ranks: Record<OrderName, Int32Array> = {
    newest: new Int32Array(0),
    priceAsc: new Int32Array(0),
    priceDesc: new Int32Array(0),
    rating: new Int32Array(0),
  };

  private rankOrder(name: OrderName): void {
    const order = this.orders[name].view();
    const ranks = new Int32Array(this.ids.length);
    for (let place = 0; place < order.length; place += 1) ranks[order[place] ?? 0] = place;
    this.ranks[name] = ranks;
  }

  /**
   * Takes `removed` out and puts `rows` in (replacing any earlier version of them): what a
   * batch of changes read from the database says the offerings now are. An id in neither is
   * left as it is.
   */
  update(rows: IndexRow[], removed: Iterable<string> = []): void {
    this.revision += 1;
    for (const id of removed) this.remove(id);
    const added = new Int32Array(rows.length);
    rows.forEach((row, i) => {
      this.remove(row.id);
      added[i] = this.append(row);
    });
    for (const name of orderNames) this.mergeIntoOrder(name, added);
    this.ensureRegionSpan();
  }

  /** Replaces the sales of these offerings (those with none in `sales` have none left). */
  replaceSales(offeringIds: Iterable<string>, sales: IndexSale[]): void {
    this.revision += 1;
    for (const id of offeringIds) this.sales.delete(id);
    for (const sale of sales) {
      const known = this.sales.get(sale.offering_id);
      if (known) known.push(sale);
      else this.sales.set(sale.offering_id, [sale]);
    }
  }

  /** Forgets sales that have ended: they never run again (a changed end is a new change). */
  dropEndedSales(nowMicros: number): void {
    this.revision += 1;
    for (const [offeringId, sales] of this.sales) {
      const left = sales.filter((sale) => sale.ends_micros > nowMicros);
      if (left.length === 0) this.sales.delete(offeringId);
      else if (left.length < sales.length) this.sales.set(offeringId, left);
    }
  }

  /** Live slots of one business (a change of its status or region moves them all). */
  slotsOfBusiness(businessId: string): string[] {
    const number = this.businesses.find(businessId);
    const slots = number < 0 ? undefined : this.slotsByBusiness[number];
    if (!slots) return [];
    const found: string[] = [];
    const cells = this.cell.data;
    for (const slot of slots.view()) {
      if ((cells[slot] ?? -1) >= 0) found.push(this.ids[slot] ?? "");
    }
    return found;
  }

  private static addTo(lists: Array<Growable<Int32Array>>, number: number, slot: number): void {
    let list = lists[number];
    if (!list) {
      list = Growable.int32(4);
      lists[number] = list;
    }
    list.push(slot);
  }

  /** Worth compacting: a quarter of the slots are dead, and enough to matter. */
  needsCompacting(minimumDead = 4096): boolean {
    return this.deadSlots >= minimumDead && this.deadSlots * 4 >= this.ids.length;
  }

  /** Renumbers the live slots from 0 in their order; postings and orders keep theirs. */
  compact(): void {
    this.revision += 1;
    const count = this.ids.length;
    const renumbered = new Int32Array(count).fill(-1);
    let next = 0;
    const cells = this.cell.data;
    for (let slot = 0; slot < count; slot += 1) {
      if ((cells[slot] ?? -1) >= 0) {
        renumbered[slot] = next;
        next += 1;
      }
    }
    const keep = <T extends Int32Array | Float64Array | Uint8Array>(column: Growable<T>) => {
      const kept = column.make(next);
      for (let slot = 0; slot < count; slot += 1) {
        const to = renumbered[slot] ?? -1;
        if (to >= 0) kept[to] = column.data[slot] ?? 0;
      }
      column.replace(kept);
    };
    keep(this.kind);
    for (const column of [this.category, this.region, this.business]) keep(column);
    for (const column of [this.rating, this.ratingCount, this.priceMicros]) keep(column);
    for (const column of [this.priceDollars, this.created]) keep(column);
    keep(this.cell);
    keep(this.titleKey);
    this.ids = this.ids.filter((_, slot) => (renumbered[slot] ?? -1) >= 0);
    this.slotById.clear();
    for (const [slot, id] of this.ids.entries()) this.slotById.set(id, slot);
    // In place, the kept values moved forward (a list's order holds: renumbering keeps the
    // slots' order): a new array per posting list was most of compaction's ~0.3 s at 100,000
    // offerings, and the event loop waits for all of it.
    const remap = (slots: Growable<Int32Array>) => {
      const data = slots.data;
      let length = 0;
      for (let i = 0; i < slots.length; i += 1) {
        const to = renumbered[data[i] ?? 0] ?? -1;
        if (to >= 0) {
          data[length] = to;
          length += 1;
        }
      }
      slots.truncate(length);
    };
    // Postings keep their field in the low bits (slot × 4 + field).
    const remapPostings = (slots: Growable<Int32Array>) => {
      const data = slots.data;
      let length = 0;
      for (let i = 0; i < slots.length; i += 1) {
        const value = data[i] ?? 0;
        const to = renumbered[value >> 2] ?? -1;
        if (to >= 0) {
          data[length] = (to << 2) | (value & 3);
          length += 1;
        }
      }
      slots.truncate(length);
    };
    for (const [term, slots] of this.postings) {
      remapPostings(slots);
      if (slots.length === 0) this.postings.delete(term);
    }
    this.vocabulary.retain(
      (term) =>
        this.postings.has(term) || this.categoryTerms.has(term) || this.businessTerms.has(term),
    );
    for (const name of orderNames) {
      remap(this.orders[name]);
      this.rankOrder(name);
    }
    for (const list of [...this.slotsByCategory, ...this.slotsByBusiness]) if (list) remap(list);
    this.deadSlots = 0;
  }

  private remove(id: string): void {
    const slot = this.slotById.get(id);
    if (slot === undefined) return;
    this.cell.data[slot] = -1;
    this.slotById.delete(id);
    this.deadSlots += 1;
  }

  private append(row: IndexRow): number {
    const slot = this.ids.length;
    this.ids.push(row.id);
    this.slotById.set(row.id, slot);
    this.kind.push(row.kind === "service" ? 1 : 0);
    this.category.push(this.categories.numberOf(row.category_id));
    this.region.push(row.region_code === null ? -1 : this.regions.numberOf(row.region_code));
    this.business.push(this.businesses.numberOf(row.business_id));
    this.priceDollars.push(row.price_dollars);
    this.priceMicros.push(row.price_micros);
    this.rating.push(row.rating);
    this.ratingCount.push(row.rating_count);
    this.created.push(row.created_micros);
    this.cell.push(this.cellOf(slot));
    OfferingIndex.addTo(this.slotsByCategory, this.category.data[slot] ?? 0, slot);
    OfferingIndex.addTo(this.slotsByBusiness, this.business.data[slot] ?? 0, slot);
    this.titleKey.push(this.titleKeys.numberOf(row.title_key));
    // Slots only grow, so each posting list stays ascending.
    postTerms(this.postings, this.vocabulary, slot, row.terms);
    return slot;
  }

  /** Sorts the new slots and merges them into an order in one pass over it. */
  private mergeIntoOrder(name: OrderName, added: Int32Array): void {
    if (added.length === 0) return;
    const compare = this.comparators[name];
    const incoming = Int32Array.from(added).sort(compare);
    const order = this.orders[name];
    const existing = order.view();
    const merged = new Int32Array(existing.length + incoming.length);
    let i = 0;
    let j = 0;
    let k = 0;
    while (i < existing.length && j < incoming.length) {
      const a = existing[i] ?? 0;
      const b = incoming[j] ?? 0;
      if (compare(a, b) <= 0) {
        merged[k] = a;
        i += 1;
      } else {
        merged[k] = b;
        j += 1;
      }
      k += 1;
    }
    merged.set(existing.subarray(i), k);
    merged.set(incoming.subarray(j), k + existing.length - i);
    order.replace(merged);
    this.rankOrder(name);
  }
}
