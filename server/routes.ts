import type { FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import { bearerPreHandler, securityMode } from "./auth/bearer";
import type { TokenService } from "./auth/token-service";
import type { OperationHandlers } from "./context";
import { type Contract, type ContractOperation, deref, isObject } from "./contract";
import { errorCodeFor } from "./error-codes";
import { ApiError } from "./errors";

/**
 * Fastify skips body validation when a request has no Content-Type at all, so a required body
 * that is simply absent is judged as `{}`: its first required property is the one missing.
 */
function requireBody(contract: Contract, operation: ContractOperation) {
  const body = deref(contract.document, operation.bodySchema);
  const required = isObject(body) ? body.required : undefined;
  const first = Array.isArray(required) && typeof required[0] === "string" ? required[0] : null;
  const code = first
    ? errorCodeFor(contract, operation.operationId, "body", {
        keyword: "required",
        instancePath: "",
        params: { missingProperty: first },
      })
    : "validation_error";
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    if (request.body === undefined || request.body === null) throw new ApiError(400, code);
  };
}

/** glue's operationResolver: the handler plus the hooks the contract's operation calls for. */
export function operationResolver(
  contract: Contract,
  handlers: OperationHandlers,
  tokens: TokenService,
) {
  return (operationId: string): RouteOptions => {
    const handler = handlers[operationId];
    const operation = contract.operations.get(operationId);
    if (!handler || !operation) throw new Error(`No handler for operation ${operationId}`);
    const mode = securityMode(operation.security);
    // glue fills in method, url and schema; these options are merged over them.
    return {
      handler,
      ...(operation.bodyRequired && { preValidation: requireBody(contract, operation) }),
      ...(mode !== "none" && { preHandler: bearerPreHandler(tokens, mode) }),
    } as RouteOptions;
  };
}

/** Contract paths as matchers, to tell 405 (known path, other method) from 404. */
export function contractPathMatchers(contract: Contract, prefix: string) {
  return [...contract.operations.values()].map((operation) => ({
    method: operation.method,
    pattern: new RegExp(
      `^${prefix}${operation.path.replace(/\/$/, "").replace(/\{[^}]+\}/g, "[^/]+")}/?$`,
    ),
  }));
}
