import { jwtVerify, SignJWT } from "jose";
import type { Role } from "../db/schema";

export interface AccessClaims {
  userId: string;
  role: Role;
  /**
   * The session the token was issued in: its refresh-token family (`sid`). Logging out revokes
   * the family, and the live sockets opened with any of its access tokens close with it.
   */
  sessionId: string;
  /** `exp`, epoch seconds: a live socket closes then (server/realtime/hub.ts). */
  expiresAt: number;
}

const roles: readonly string[] = ["user", "business", "admin"];

export async function signAccessToken(
  secret: Uint8Array,
  claims: Pick<AccessClaims, "userId" | "role" | "sessionId">,
  ttlSeconds: number,
): Promise<string> {
  return new SignJWT({ role: claims.role, typ: "access", sid: claims.sessionId })
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
    // Every token this server signs names its session and expiry; one without is not ours.
    if (typeof payload.sid !== "string" || typeof payload.exp !== "number") return null;
    return {
      userId: payload.sub,
      role: payload.role as Role,
      sessionId: payload.sid,
      expiresAt: payload.exp,
    };
  } catch {
    return null;
  }
}
