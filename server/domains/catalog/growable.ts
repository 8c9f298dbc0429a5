type Numbers = Int32Array | Float64Array | Uint8Array;

/** A typed array that doubles when full: the index's columns, postings and orders. */
export class Growable<T extends Numbers> {
  length = 0;

  constructor(
    public data: T,
    /** A new array of this kind, of `capacity` zeros. */
    readonly make: (capacity: number) => T,
  ) {}

  static int32(capacity = 16): Growable<Int32Array> {
    return new Growable(new Int32Array(capacity), (n) => new Int32Array(n));
  }

  static float64(capacity = 16): Growable<Float64Array> {
    return new Growable(new Float64Array(capacity), (n) => new Float64Array(n));
  }

  static uint8(capacity = 16): Growable<Uint8Array> {
    return new Growable(new Uint8Array(capacity), (n) => new Uint8Array(n));
  }

  private reserve(capacity: number): void {
    if (capacity <= this.data.length) return;
    const next = this.make(Math.max(capacity, this.data.length * 2, 16));
    (next as Numbers).set(this.data);
    this.data = next;
  }

  push(value: number): void {
    this.reserve(this.length + 1);
    this.data[this.length] = value;
    this.length += 1;
  }

  /** The filled part, sharing memory with the array. */
  view(): T {
    return this.data.subarray(0, this.length) as T;
  }

  /** Keeps the first `length` values (the array keeps its size, for what is pushed next). */
  truncate(length: number): void {
    this.length = Math.min(length, this.length);
  }

  /** Replaces the contents (kept in a new array of their exact size). */
  replace(values: T): void {
    this.data = values;
    this.length = values.length;
  }
}
