import type { FastifyInstance } from "fastify";
import { json, type Tokens, uniquePhone } from "./helper";

export interface Registered {
  userId: string;
  phone: string;
  password: string;
  tokens: Tokens;
}

/** An OKED activity and a region registration accepts, from the reference data. */
export async function referenceIds(app: FastifyInstance) {
  const okeds = json<Array<{ id: string; code: string }>>(
    await app.inject({ method: "GET", url: "/api/v1/oked/" }),
  );
  return {
    oked: okeds.find((o) => o.code === "62.01")?.id ?? "",
    otherOked: okeds.find((o) => o.code === "47.11")?.id ?? "",
    region: "samarkand",
  };
}

/**
 * A fresh account, registered and verified through the API as a person would (the code read
 * from the sandbox), signed in. With `business`, a business account whose business is pending.
 */
export async function registerFresh(
  app: FastifyInstance,
  business?: { name: string; oked: string; region: string },
): Promise<Registered> {
  const phone = uniquePhone();
  const password = "first-secret";
  const person = { phone, password, first_name: "Malika", last_name: "Ergasheva" };
  const registered = await app.inject({
    method: "POST",
    url: business ? "/api/v1/auth/register/business/" : "/api/v1/auth/register/user/",
    payload: business
      ? {
          ...person,
          email: `owner-${phone}@example.uz`,
          business_name: business.name,
          oked: business.oked,
          tax_id: phone.slice(-9),
          region: business.region,
          address: "Registon ko‘chasi, 1",
        }
      : person,
  });
  if (registered.statusCode !== 201) throw new Error(`register: ${registered.body}`);
  const { user_id: userId } = json<{ user_id: string }>(registered);
  const otp = await app.inject({ method: "GET", url: `/api/v1/dev/otp/${userId}/` });
  const verified = await app.inject({
    method: "POST",
    url: "/api/v1/auth/otp/verify/",
    payload: { user_id: userId, code: json<{ code: string }>(otp).code },
  });
  if (verified.statusCode !== 200) throw new Error(`verify: ${verified.body}`);
  return { userId, phone, password, tokens: json<Tokens>(verified) };
}
