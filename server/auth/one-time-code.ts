import { createHmac, randomInt, timingSafeEqual } from "node:crypto";

/** Wrong tries a code takes before it is spent (SPEC's "five wrong codes"). */
export const maxCodeAttempts = 5;

/** One-time codes as sent and as stored: six digits, kept only as a keyed digest. */
export interface OneTimeCodes {
  /** A new six-digit code and the digest to store for it. */
  issue(key: string): { code: string; digest: string };
  /** Whether `code` is the one `digest` was made from, for the same key; constant time. */
  matches(key: string, code: string, digest: string): boolean;
}

/**
 * Digests are keyed by the server secret, so a database leak alone reveals no live code, and
 * by what the code is for (`key`: a user, or a user and the value they are changing to), so a
 * code confirms only that.
 */
export function createOneTimeCodes(secret: Uint8Array): OneTimeCodes {
  const digestOf = (key: string, code: string) =>
    createHmac("sha256", secret).update(`${key}:${code}`).digest("hex");
  return {
    issue(key) {
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      return { code, digest: digestOf(key, code) };
    },
    matches(key, code, digest) {
      const expected = Buffer.from(digest, "hex");
      const given = Buffer.from(digestOf(key, code), "hex");
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

/** Whether a stored code can still be tried: not expired, not spent by wrong tries. */
export function isUsable(row: { attempts: number; expires_at: Date | string }): boolean {
  return row.attempts < maxCodeAttempts && new Date(row.expires_at).getTime() > Date.now();
}
