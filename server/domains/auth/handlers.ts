import type { BusinessRegistration, UserRegistration } from "../../../sdk/types.gen";
import { clientAddress } from "../../address-limits";
import {
  accountKey,
  assertNotThrottled,
  clearFailures,
  recordFailure,
} from "../../auth/login-throttle";
import { hashPassword, verifyPassword } from "../../auth/passwords";
import type { AppContext } from "../../context";
import { isUniqueViolation } from "../../db/pg-errors";
import { ApiError } from "../../errors";
import { asLang } from "../../i18n";
import { operationHandlers } from "../../operations";
import { okedExists, regionExists } from "../../shared/reference-exists";
import {
  findUserById,
  findUserByUsername,
  insertBusiness,
  insertUser,
  markVerified,
  userExists,
} from "./repository";

export function authHandlers(ctx: AppContext) {
  const { db, tokens, otp, config } = ctx;
  // Unknown users still cost one argon2 verify, so timing does not reveal which accounts exist.
  let timingHash: Promise<string> | null = null;
  const equaliseTiming = async (password: string) => {
    timingHash ??= hashPassword("timing-equaliser", config.passwordHashing);
    await verifyPassword(await timingHash, password);
  };

  async function register(
    data: UserRegistration,
    business: Omit<BusinessRegistration, keyof UserRegistration> | null,
  ) {
    const email = data.email ? data.email.toLowerCase() : null;
    if (await userExists(db, data.phone, email)) throw new ApiError(400, "user_already_exists");
    if (business && !(await okedExists(db, business.oked))) {
      throw new ApiError(404, "oked_not_found");
    }
    if (business && !(await regionExists(db, business.region))) {
      throw new ApiError(400, "invalid_region");
    }
    const passwordHash = await hashPassword(data.password, config.passwordHashing);
    const lang = asLang(data.lang);
    try {
      const user = await db.transaction().execute(async (trx) => {
        const created = await insertUser(trx, {
          email,
          phone: data.phone,
          passwordHash,
          firstName: data.first_name.trim(),
          lastName: data.last_name.trim(),
          role: business ? "business" : "user",
          lang,
        });
        if (business) {
          await insertBusiness(trx, {
            ownerId: created.id,
            names: { [lang]: business.business_name.trim() },
            okedId: business.oked,
            taxId: business.tax_id,
            phone: data.phone,
            email,
            regionCode: business.region,
            address: business.address.trim(),
          });
        }
        return created;
      });
      return await otp.send({ id: user.id, phone: data.phone });
    } catch (error) {
      // Two registrations racing past the existence check meet at the unique index.
      if (isUniqueViolation(error)) throw new ApiError(400, "user_already_exists");
      throw error;
    }
  }

  return operationHandlers({
    async login(request) {
      const { username, password } = request.query;
      // Counted per account, whichever of its names was typed (docs/decisions.md, Accounts).
      // Known and unknown names, and accounts made by social sign-in without a password, take
      // the same steps, so the time taken reveals no account and no way it signs in.
      const user = await findUserByUsername(db, username);
      const key = accountKey(user, username);
      const address = clientAddress(request);
      await assertNotThrottled(db, key, address);
      const valid = user?.password_hash
        ? await verifyPassword(user.password_hash, password)
        : await equaliseTiming(password).then(() => false);
      if (!user || !valid) {
        await recordFailure(db, key, address);
        throw new ApiError(400, "invalid_credentials");
      }
      await clearFailures(db, key, address);
      if (!user.is_active) throw new ApiError(403, "user_not_active");
      if (!user.is_verified) throw new ApiError(403, "user_not_verified");
      return tokens.issuePair(user);
    },

    async refreshTokens(request) {
      return tokens.rotate(request.body.refresh);
    },

    async logout(request, reply) {
      await tokens.revokeFamily(request.body.refresh);
      return reply.code(204).send();
    },

    async registerUser(request, reply) {
      reply.code(201);
      return register(request.body, null);
    },

    async registerBusiness(request, reply) {
      const { business_name, oked, tax_id, region, address, ...user } = request.body;
      reply.code(201);
      return register(user, { business_name, oked, tax_id, region, address });
    },

    async verifyOtp(request) {
      const { user_id, code } = request.body;
      const user = await findUserById(db, user_id);
      if (!user) throw new ApiError(404, "user_not_found");
      if (user.is_verified) throw new ApiError(400, "email_already_verified");
      await otp.check(user.id, code);
      await markVerified(db, user.id);
      return tokens.issuePair(user);
    },

    async resendOtp(request) {
      const { user_id } = request.body;
      const user = await findUserById(db, user_id);
      if (!user) throw new ApiError(404, "user_not_found");
      if (user.is_verified) throw new ApiError(400, "email_already_verified");
      if (await otp.hasActive(user.id)) throw new ApiError(400, "otp_already_active");
      // Only registration leaves an account unverified, and it always takes a phone.
      if (!user.phone) throw new ApiError(404, "user_not_found");
      return otp.send({ id: user.id, phone: user.phone });
    },
  });
}
