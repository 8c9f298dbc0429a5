import { createHash, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import type { TokenPair } from "../../sdk/types.gen";
import type { Db } from "../db/database";
import type { Role } from "../db/schema";
import { ApiError } from "../errors";
import { type AccessClaims, readAccessToken, signAccessToken } from "./access-token";

export interface TokenService {
  issuePair(user: { id: string; role: Role }, familyId?: string): Promise<TokenPair>;
  rotate(refreshToken: string): Promise<TokenPair>;
  revokeFamily(refreshToken: string): Promise<void>;
  /**
   * Ends every sign-in of the user but `except` (a session id, the caller's own): their
   * refresh tokens are revoked and their live sockets close (a password change, a deletion).
   */
  revokeUserSessions(userId: string, except?: string): Promise<void>;
  /** The claims of a valid access token whose session has not been ended here; else null. */
  readAccess(token: string): Promise<AccessClaims | null>;
  /** Whether the session (refresh family) can still refresh: not revoked, not expired. */
  sessionActive(sessionId: string): Promise<boolean>;
  /** Called with the session's id whenever a session is revoked (log-out, refresh reuse). */
  onSessionEnded(listener: (sessionId: string) => void): void;
}

interface TokenTtls {
  accessTokenTtl: number;
  refreshTokenTtl: number;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** Refresh tokens are `<row id>.<secret>`; only the secret's hash is stored. */
function parseRefreshToken(token: string): { id: string; secret: string } | null {
  const [id, secret, extra] = token.split(".");
  if (!id || !secret || extra !== undefined || !uuidPattern.test(id)) return null;
  return { id, secret };
}

function sameHash(stored: string, secret: string): boolean {
  const a = Buffer.from(stored, "hex");
  const b = Buffer.from(sha256(secret), "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

type RotationOutcome =
  | { kind: "rotated"; user: { id: string; role: Role }; familyId: string }
  | { kind: "invalid"; revokedFamily?: string };

export function createTokenService(db: Db, secret: Uint8Array, ttls: TokenTtls): TokenService {
  const tokenInvalid = () => new ApiError(401, "token_invalid");
  const endedListeners: ((sessionId: string) => void)[] = [];
  // Sessions ended here, kept while an access token issued in them may still be unexpired:
  // such a token is refused at once rather than until its `exp`. In this process only, like
  // the socket hub; another instance refuses the session's refresh and its sockets' reconnect.
  const endedUntil = new Map<string, number>();
  const sessionEnded = (sessionId: string) => {
    const now = Date.now();
    // Insertion order is expiry order (one TTL for all): the expired ones are at the front.
    for (const [id, until] of endedUntil) {
      if (until > now) break;
      endedUntil.delete(id);
    }
    endedUntil.delete(sessionId);
    endedUntil.set(sessionId, now + ttls.accessTokenTtl * 1000);
    for (const listener of endedListeners) listener(sessionId);
  };
  async function readAccess(token: string): Promise<AccessClaims | null> {
    const claims = await readAccessToken(secret, token);
    if (!claims) return null;
    const until = endedUntil.get(claims.sessionId);
    return until !== undefined && until > Date.now() ? null : claims;
  }

  async function issuePair(user: { id: string; role: Role }, familyId: string = randomUUID()) {
    const id = randomUUID();
    const tokenSecret = randomBytes(32).toString("base64url");
    await db
      .insertInto("refresh_tokens")
      .values({
        id,
        family_id: familyId,
        user_id: user.id,
        token_hash: sha256(tokenSecret),
        expires_at: new Date(Date.now() + ttls.refreshTokenTtl * 1000),
      })
      .execute();
    const access = await signAccessToken(
      secret,
      { userId: user.id, role: user.role, sessionId: familyId },
      ttls.accessTokenTtl,
    );
    return { access, refresh: `${id}.${tokenSecret}` };
  }

  async function rotate(refreshToken: string): Promise<TokenPair> {
    const parsed = parseRefreshToken(refreshToken);
    if (!parsed) throw tokenInvalid();
    // The reuse revocation must commit, so the outcome is returned rather than thrown inside.
    const outcome = await db.transaction().execute(async (trx): Promise<RotationOutcome> => {
      const row = await trx
        .selectFrom("refresh_tokens")
        .innerJoin("users", "users.id", "refresh_tokens.user_id")
        .select([
          "refresh_tokens.token_hash",
          "refresh_tokens.family_id",
          "refresh_tokens.expires_at",
          "refresh_tokens.used_at",
          "refresh_tokens.revoked_at",
          "users.id as user_id",
          "users.role",
          "users.is_active",
        ])
        .where("refresh_tokens.id", "=", parsed.id)
        .forUpdate()
        .executeTakeFirst();
      if (!row || !sameHash(row.token_hash, parsed.secret) || row.revoked_at) {
        return { kind: "invalid" };
      }
      if (row.used_at) {
        await trx
          .updateTable("refresh_tokens")
          .set({ revoked_at: new Date() })
          .where("family_id", "=", row.family_id)
          .where("revoked_at", "is", null)
          .execute();
        return { kind: "invalid", revokedFamily: row.family_id };
      }
      if (new Date(row.expires_at).getTime() <= Date.now() || !row.is_active) {
        return { kind: "invalid" };
      }
      await trx
        .updateTable("refresh_tokens")
        .set({ used_at: new Date() })
        .where("id", "=", parsed.id)
        .execute();
      return {
        kind: "rotated",
        user: { id: row.user_id, role: row.role },
        familyId: row.family_id,
      };
    });
    if (outcome.kind === "invalid") {
      // After the commit: the family's live sockets close (server/realtime/hub.ts).
      if (outcome.revokedFamily) sessionEnded(outcome.revokedFamily);
      throw tokenInvalid();
    }
    return issuePair(outcome.user, outcome.familyId);
  }

  async function revokeFamily(refreshToken: string): Promise<void> {
    const parsed = parseRefreshToken(refreshToken);
    if (!parsed) return;
    const row = await db
      .selectFrom("refresh_tokens")
      .select(["token_hash", "family_id"])
      .where("id", "=", parsed.id)
      .executeTakeFirst();
    if (!row || !sameHash(row.token_hash, parsed.secret)) return;
    await db
      .updateTable("refresh_tokens")
      .set({ revoked_at: new Date() })
      .where("family_id", "=", row.family_id)
      .where("revoked_at", "is", null)
      .execute();
    sessionEnded(row.family_id);
  }

  async function revokeUserSessions(userId: string, except?: string): Promise<void> {
    let revoke = db
      .updateTable("refresh_tokens")
      .set({ revoked_at: new Date() })
      .where("user_id", "=", userId)
      .where("revoked_at", "is", null);
    if (except !== undefined) revoke = revoke.where("family_id", "<>", except);
    const rows = await revoke.returning("family_id").execute();
    for (const family of new Set(rows.map((row) => row.family_id))) sessionEnded(family);
  }

  async function sessionActive(sessionId: string): Promise<boolean> {
    if (!uuidPattern.test(sessionId)) return false;
    const row = await db
      .selectFrom("refresh_tokens")
      .select("id")
      .where("family_id", "=", sessionId)
      .where("revoked_at", "is", null)
      .where("expires_at", ">", new Date())
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  return {
    issuePair,
    rotate,
    revokeFamily,
    revokeUserSessions,
    readAccess,
    sessionActive,
    onSessionEnded: (listener) => {
      endedListeners.push(listener);
    },
  };
}
