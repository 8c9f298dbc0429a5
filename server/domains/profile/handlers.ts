import type { FastifyRequest } from "fastify";
import type { ErrorCode, Profile } from "../../../sdk/types.gen";
import { clientAddress } from "../../address-limits";
import { requireAuth } from "../../auth/bearer";
import {
  accountKey,
  assertNotThrottled,
  clearFailures,
  recordFailure,
} from "../../auth/login-throttle";
import { hashPassword, verifyPassword } from "../../auth/passwords";
import type { AppContext } from "../../context";
import type { Db } from "../../db/database";
import { ApiError } from "../../errors";
import { asLang, pickText } from "../../i18n";
import { decodeUploadedImage } from "../../images";
import { operationHandlers } from "../../operations";
import {
  applyProfileChanges,
  currencyExists,
  deleteAccountData,
  findCredentials,
  findProfileRow,
  type ProfileChanges,
  setPasswordHash,
} from "./repository";

/** A person's profile as the contract answers it (also contact-change-handlers.ts). */
export async function loadProfile(db: Db, userId: string, requestedLang: string | undefined) {
  const row = await findProfileRow(db, userId);
  // A valid token for a deleted or deactivated account is no session.
  if (!row?.is_active) throw new ApiError(401, "not_authenticated");
  const profile: Profile = {
    id: row.id,
    email: row.email,
    phone: row.phone,
    first_name: row.first_name,
    last_name: row.last_name,
    role: row.role,
    lang: asLang(row.lang),
    currency: {
      id: row.currency_id,
      code: row.currency_code,
      name: pickText(row.currency_names, requestedLang ?? row.lang),
    },
    image: row.image_id,
    is_verified: row.is_verified,
    email_verified: row.email_verified,
    is_active: row.is_active,
    business_id: row.business_id,
    business_status: row.business_status ?? null,
    has_password: Boolean(row.has_password),
    date_joined: new Date(row.date_joined).toISOString(),
  };
  return profile;
}

/**
 * The account's current password, checked as a sign-in checks it: a wrong one counts as a
 * failed sign-in of the account from this address (server/auth/login-throttle.ts), so a
 * stolen access token gives no more guesses than the sign-in form.
 */
async function confirmPassword(
  db: Db,
  request: FastifyRequest,
  userId: string,
  passwordHash: string,
  password: string,
  refusal: ErrorCode,
): Promise<void> {
  const key = accountKey({ id: userId }, "");
  const address = clientAddress(request);
  await assertNotThrottled(db, key, address);
  if (!(await verifyPassword(passwordHash, password))) {
    await recordFailure(db, key, address);
    throw new ApiError(400, refusal);
  }
  await clearFailures(db, key, address);
}

async function activeCredentials(db: Db, userId: string) {
  const user = await findCredentials(db, userId);
  if (!user?.is_active) throw new ApiError(401, "not_authenticated");
  return user;
}

export function profileHandlers({ db, tokens, notifier, config }: AppContext) {
  return operationHandlers({
    async getProfileInfo(request) {
      const { userId } = requireAuth(request);
      return loadProfile(db, userId, request.query?.lang);
    },

    async updateProfile(request) {
      const { userId } = requireAuth(request);
      const update = request.body;
      // Every field is checked before anything is written.
      const changes: ProfileChanges = {};
      if (update.lang !== undefined) changes.lang = update.lang;
      if (update.first_name !== undefined) changes.firstName = update.first_name.trim();
      if (update.last_name !== undefined) changes.lastName = update.last_name.trim();
      if (update.currency !== undefined) {
        if (!(await currencyExists(db, update.currency))) {
          throw new ApiError(400, "currency_not_found");
        }
        changes.currencyId = update.currency;
      }
      if (update.image !== undefined) changes.image = decodeUploadedImage(update.image);
      await loadProfile(db, userId, undefined);
      await applyProfileChanges(db, userId, changes);
      return loadProfile(db, userId, request.query?.lang);
    },

    // An account made by social sign-in sets its first password without an old one.
    async changePassword(request, reply) {
      const { userId, sessionId } = requireAuth(request);
      const { old_password, new_password } = request.body;
      const user = await activeCredentials(db, userId);
      if (user.password_hash) {
        if (old_password === undefined) throw new ApiError(400, "old_and_new_password_required");
        await confirmPassword(
          db,
          request,
          userId,
          user.password_hash,
          old_password,
          "old_password_incorrect",
        );
      }
      await setPasswordHash(db, userId, await hashPassword(new_password, config.passwordHashing));
      // Whoever knew the old password is signed out everywhere but here.
      await tokens.revokeUserSessions(userId, sessionId);
      await notifier.notify(userId, "password_changed");
      return reply.code(204).send();
    },

    async deleteAccount(request, reply) {
      const { userId } = requireAuth(request);
      const { password } = request.body;
      const user = await activeCredentials(db, userId);
      if (user.password_hash) {
        if (!password) throw new ApiError(400, "password_required");
        await confirmPassword(
          db,
          request,
          userId,
          user.password_hash,
          password,
          "invalid_credentials",
        );
      }
      // Every sign-in ends first, this one too (sockets close with 4003), so none outlives
      // the account.
      await tokens.revokeUserSessions(userId);
      await deleteAccountData(db, userId);
      return reply.code(204).send();
    },
  });
}
