import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import type { OtpSent } from "../../sdk/types.gen";
import type { Db } from "../db/database";
import { ApiError } from "../errors";
import { maskPhone, type SmsSender } from "./sandbox-sms";

const maxOtpAttempts = 5;

export interface OtpService {
  send(user: { id: string; phone: string }): Promise<OtpSent>;
  /** Checks and spends the code; throws the contract's error for every failure. */
  check(userId: string, code: string): Promise<void>;
  hasActive(userId: string): Promise<boolean>;
}

export function createOtpService(
  db: Db,
  sms: SmsSender,
  secret: Uint8Array,
  ttlSeconds: number,
): OtpService {
  // Keyed by the server secret, so a database leak alone does not reveal live codes.
  const digest = (userId: string, code: string) =>
    createHmac("sha256", secret).update(`${userId}:${code}`).digest("hex");

  return {
    async send(user) {
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
      const row = { code_hash: digest(user.id, code), expires_at: expiresAt, attempts: 0 };
      await db
        .insertInto("otps")
        .values({ user_id: user.id, ...row, sent_at: new Date() })
        .onConflict((oc) => oc.column("user_id").doUpdateSet({ ...row, sent_at: new Date() }))
        .execute();
      sms.sendCode(user.id, user.phone, code, expiresAt);
      return {
        user_id: user.id,
        channel: "sms",
        destination: maskPhone(user.phone),
        expires_in: ttlSeconds,
      };
    },

    async check(userId, code) {
      const row = await db
        .selectFrom("otps")
        .selectAll()
        .where("user_id", "=", userId)
        .executeTakeFirst();
      const usable =
        row && row.attempts < maxOtpAttempts && new Date(row.expires_at).getTime() > Date.now();
      if (!row || !usable) throw new ApiError(400, "otp_expired_or_invalid");
      const expected = Buffer.from(row.code_hash, "hex");
      const given = Buffer.from(digest(userId, code), "hex");
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        await db
          .updateTable("otps")
          .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
          .where("user_id", "=", userId)
          .execute();
        throw new ApiError(400, "invalid_otp");
      }
      await db.deleteFrom("otps").where("user_id", "=", userId).execute();
    },

    async hasActive(userId) {
      const row = await db
        .selectFrom("otps")
        .select(["attempts", "expires_at"])
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return (
        !!row && row.attempts < maxOtpAttempts && new Date(row.expires_at).getTime() > Date.now()
      );
    },
  };
}
