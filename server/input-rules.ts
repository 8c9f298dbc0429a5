/**
 * Rules every request value obeys whatever its schema says. The validator (validation.ts) adds
 * them to every schema it compiles, so every operation goes through them and no handler checks
 * them again. Their names are Ajv keywords: a failure maps to a code like any other rule
 * (error-codes.ts).
 */
export const inputRules = {
  /** Text holds no NUL (PostgreSQL cannot store it) and no lone UTF-16 surrogate. */
  text: "plainText",
  /** Numbers are finite: `Infinity` and `1e309` coerced from a query string are not. */
  finite: "finiteNumber",
} as const;

// A high surrogate not followed by a low one, or a low one not preceded by a high one: UTF-8
// has no encoding for them, so Node would store U+FFFD instead of what was sent.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(value: string): boolean {
  return !value.includes("\u0000") && !loneSurrogate.test(value);
}
