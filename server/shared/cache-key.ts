/**
 * The one way a catalogue cache key is made: every cached answer is keyed by the validated,
 * normalised request it answers, encoded so that two different requests never share a key.
 *
 * `JSON.stringify` is not that: it writes `Infinity`, `-Infinity` and `NaN` as `null`, the value
 * of "no filter", so `rating_min=Infinity` once shared the key of the unfiltered list and
 * emptied it for everyone. Here every value is written with its type, a number must be finite
 * (anything else is a bug upstream, refused loudly rather than cached under a wrong key), `-0`
 * is `0` (they select the same rows), object keys are sorted, and a property that is
 * `undefined` is the same as one that is absent (both mean "not given"). Arrays keep their
 * order: where order does not matter the caller normalises it (sorted ids) before keying.
 */
export function cacheKey(...parts: unknown[]): string {
  return encode(parts, "key");
}

function encode(value: unknown, at: string): string {
  if (value === null) return "N";
  switch (typeof value) {
    case "string":
      return JSON.stringify(value);
    case "boolean":
      return value ? "T" : "F";
    case "number":
      if (!Number.isFinite(value)) throw new TypeError(`cache key: ${at} is not finite`);
      // String() of a finite double is its shortest round-trip form: one text per value.
      return `n${String(value === 0 ? 0 : value)}`;
    case "object":
      if (Array.isArray(value)) {
        return `[${value.map((item, i) => encode(item, `${at}[${i}]`)).join(",")}]`;
      }
      if (Object.getPrototypeOf(value) === Object.prototype) {
        const entries = Object.entries(value as Record<string, unknown>)
          .filter(([, item]) => item !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([name, item]) => `${JSON.stringify(name)}:${encode(item, `${at}.${name}`)}`);
        return `{${entries.join(",")}}`;
      }
      throw new TypeError(`cache key: ${at} is not plain data`);
    default:
      // undefined in a list, functions, symbols, bigints: nothing a request normalises to.
      throw new TypeError(`cache key: ${at} is ${typeof value}`);
  }
}
