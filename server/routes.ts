import type { FastifyReply, FastifyRequest, RouteHandlerMethod, RouteOptions } from "fastify";
import type { ErrorCode } from "../sdk/types.gen";
import { bearerPreHandler, rolePreHandler, securityMode } from "./auth/bearer";
import type { TokenService } from "./auth/token-service";
import { type Contract, type ContractOperation, deref, isObject } from "./contract";
import { errorCodeFor } from "./error-codes";
import { ApiError } from "./errors";
import type { OperationHandlers } from "./operations";
import { noStoreHook } from "./security-headers";

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
  // By id as glue asks for them. Each handler is typed by its operation's request; glue hands
  // it requests its validation (compiled from the same contract) has already held to that.
  const byId = new Map(Object.entries(handlers) as Array<[string, RouteHandlerMethod]>);
  return (operationId: string): RouteOptions => {
    const handler = byId.get(operationId);
    const operation = contract.operations.get(operationId);
    if (!handler || !operation) throw new Error(`No handler for operation ${operationId}`);
    const mode = securityMode(operation.security);
    if (operation.roles && mode === "none") {
      throw new Error(`${operationId} has x-roles but takes no bearer token`);
    }
    const noStore = noStoreHook(operation);
    // glue fills in method, url and schema; these options are merged over them.
    return {
      handler,
      ...(noStore && { onRequest: noStore }),
      ...(operation.bodyRequired && { preValidation: requireBody(contract, operation) }),
      ...(mode !== "none" && {
        preHandler: [
          bearerPreHandler(tokens, mode),
          ...(operation.roles ? [rolePreHandler(operation.roles)] : []),
        ],
      }),
    } as RouteOptions;
  };
}

interface PathMatcher {
  operationId: string;
  method: string;
  pattern: RegExp;
  /** The path's parameters, in the order of the pattern's groups. */
  parameters: string[];
}

/**
 * The request paths a contract path stands for, under `prefix`: each `{parameter}` a group,
 * the trailing slash optional (the router ignores it).
 */
export function pathPattern(prefix: string, path: string): RegExp {
  return new RegExp(`^${prefix}${path.replace(/\/$/, "").replace(/\{[^}]+\}/g, "([^/]+)")}/?$`);
}

/** Contract paths as matchers, to tell 405 (known path, other method) from 404. */
export function contractPathMatchers(contract: Contract, prefix: string): PathMatcher[] {
  return [...contract.operations.values()].map((operation) => ({
    operationId: operation.operationId,
    method: operation.method,
    pattern: pathPattern(prefix, operation.path),
    parameters: [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? ""),
  }));
}

/**
 * The answer to an API request no route took. A path the contract does not know is 404; a
 * known path asked with a method it does not take is 405. A known path and method can only
 * miss its route when the router refused a path parameter: it takes at most `maxParamLength`
 * (100) characters, so a longer id never reaches the route's validator (and, where the SPA
 * is served, falls through to its `/*` instead). Such an id is malformed like any other: 400
 * with the code the contract gives that parameter.
 */
export function unroutedAnswer(
  contract: Contract,
  matchers: PathMatcher[],
  method: string,
  path: string,
): [number, ErrorCode] {
  // Fastify answers HEAD with the GET route.
  const asked = method === "HEAD" ? "GET" : method;
  const known = matchers.filter((matcher) => matcher.pattern.test(path));
  if (known.length === 0) return [404, "not_found"];
  const same = known.find((matcher) => matcher.method === asked);
  if (!same) return [405, "method_not_allowed"];
  const values = same.pattern.exec(path)?.slice(1) ?? [];
  // The longest value is the one the router refused.
  let refused = 0;
  values.forEach((value, i) => {
    if (value.length > (values[refused]?.length ?? 0)) refused = i;
  });
  const name = same.parameters[refused];
  if (name === undefined) return [400, "validation_error"];
  const issue = { keyword: "maxLength", instancePath: `/${name}`, params: {} };
  return [400, errorCodeFor(contract, same.operationId, "params", issue)];
}
