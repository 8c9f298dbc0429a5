import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { Role } from "../db/schema";
import { ApiError } from "../errors";
import type { AccessClaims } from "./access-token";
import type { TokenService } from "./token-service";

declare module "fastify" {
  interface FastifyRequest {
    auth: AccessClaims | null;
  }
}

type SecurityMode = "none" | "optional" | "required";

/** Reads the contract's `security` list: `{}` in it makes the bearer token optional. */
export function securityMode(security: Array<Record<string, unknown>>): SecurityMode {
  const bearer = security.some((item) => "bearer" in item);
  if (!bearer) return "none";
  return security.some((item) => Object.keys(item).length === 0) ? "optional" : "required";
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? "";
}

/**
 * A token that is present but invalid answers 401 even where it is optional, so a client with
 * an expired token refreshes instead of silently seeing the anonymous view.
 */
export function bearerPreHandler(
  tokens: TokenService,
  mode: Exclude<SecurityMode, "none">,
): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    if (token === null) {
      if (mode === "required") throw new ApiError(401, "not_authenticated");
      return;
    }
    const claims = token ? await tokens.readAccess(token) : null;
    if (!claims) throw new ApiError(401, "not_authenticated");
    request.auth = claims;
  };
}

export function requireAuth(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw new ApiError(401, "not_authenticated");
  return request.auth;
}

/** The contract's `x-roles`: a signed-in caller of another role is refused. */
export function rolePreHandler(roles: readonly Role[]): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest) => {
    const claims = requireAuth(request);
    if (!roles.includes(claims.role)) throw new ApiError(403, "not_authorized_action");
  };
}
