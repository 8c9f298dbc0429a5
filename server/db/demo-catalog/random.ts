import { createHash } from "node:crypto";

/**
 * Demo data is generated, but must come out the same on every seed: tests, links and the
 * benchmark rely on its ids. Every entity draws from a generator seeded by its own stable key,
 * so adding an entity never changes the others.
 */
export interface Rng {
  /** In [0, 1). */
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
}

function seedWords(key: string): [number, number, number, number] {
  const digest = createHash("sha256").update(key).digest();
  return [
    digest.readUInt32LE(0),
    digest.readUInt32LE(4),
    digest.readUInt32LE(8),
    digest.readUInt32LE(12),
  ];
}

/** sfc32: small, fast and good enough to spread demo values. */
export function rngFor(key: string): Rng {
  let [a, b, c, d] = seedWords(key);
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4_294_967_296;
  };
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error("pick from an empty list");
      return item;
    },
    chance: (probability) => next() < probability,
    sample: (items, count) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]];
      }
      return copy.slice(0, count);
    },
  };
  return rng;
}

/** A version-4-shaped UUID that is a pure function of `key`. */
export function demoUuid(key: string): string {
  const hex = createHash("sha256").update(`bozor-demo/${key}`).digest("hex");
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
