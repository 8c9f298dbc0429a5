import { jwtVerify, SignJWT } from "jose";
import type { Role } from "../db/schema";

export interface AccessClaims {
  userId: string;
  role: Role;
}

const roles: readonly string[] = ["user", "business", "admin"];

export async function signAccessToken(
  secret: Uint8Array,
  claims: AccessClaims,
  ttlSeconds: number,
): Promise<string> {
  return new SignJWT({ role: claims.role, typ: "access" })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.userId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(secret);
}

/** The claims of a valid, unexpired access token, or null for anything else. */
export async function readAccessToken(
  secret: Uint8Array,
  token: string,
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ["HS256"] });
    if (payload.typ !== "access" || typeof payload.sub !== "string") return null;
    if (typeof payload.role !== "string" || !roles.includes(payload.role)) return null;
    return { userId: payload.sub, role: payload.role as Role };
  } catch {
    return null;
  }
}
