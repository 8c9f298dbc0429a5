import type { OtpSent } from "../../sdk/types.gen";
import type { Db } from "../db/database";
import { ApiError } from "../errors";
import { isUsable, type OneTimeCodes } from "./one-time-code";
import { maskPhone, type SmsSender } from "./sandbox-sms";

export interface OtpService {
  send(user: { id: string; phone: string }): Promise<OtpSent>;
  /** Checks and spends the code; throws the contract's error for every failure. */
  check(userId: string, code: string): Promise<void>;
  hasActive(userId: string): Promise<boolean>;
}

/** Registration codes: one per user, by SMS to the phone registered with. */
export function createOtpService(
  db: Db,
  sms: SmsSender,
  codes: OneTimeCodes,
  ttlSeconds: number,
): OtpService {
  return {
    async send(user) {
      const { code, digest } = codes.issue(user.id);
      const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
      const row = { code_hash: digest, expires_at: expiresAt, attempts: 0 };
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
      if (!row || !isUsable(row)) throw new ApiError(400, "otp_expired_or_invalid");
      if (!codes.matches(userId, code, row.code_hash)) {
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
      return !!row && isUsable(row);
    },
  };
}
