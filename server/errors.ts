import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ErrorCode } from "../sdk/types.gen";
import type { Contract } from "./contract";
import { errorCodeFor, type HttpPart, type ValidationIssue } from "./error-codes";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly headers: Record<string, string> = {},
  ) {
    super(code);
    this.name = "ApiError";
  }
}

// Fastify's own error codes for input it refuses before a handler runs.
const frameworkCodes: Record<string, [number, ErrorCode]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, "unsupported_media_type"],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, "validation_error"],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, "payload_too_large"],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, "validation_error"],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, "validation_error"],
  FST_ERR_CTP_EMPTY_TYPE: [415, "unsupported_media_type"],
  FST_ERR_CTP_INVALID_TYPE: [415, "unsupported_media_type"],
};

function operationIdOf(request: FastifyRequest): string | null {
  const schema = request.routeOptions.schema as { operationId?: unknown } | undefined;
  return typeof schema?.operationId === "string" ? schema.operationId : null;
}

interface ValidationFailure {
  validation: ValidationIssue[];
  validationContext?: string;
}

function isValidationFailure(error: unknown): error is ValidationFailure {
  return (
    typeof error === "object" &&
    error !== null &&
    Array.isArray((error as { validation?: unknown }).validation)
  );
}

function classify(
  contract: Contract,
  request: FastifyRequest,
  error: unknown,
): [number, ErrorCode, Record<string, string>] {
  if (error instanceof ApiError) return [error.status, error.code, error.headers];
  if (isValidationFailure(error)) {
    const operationId = operationIdOf(request);
    const issue = error.validation[0];
    const part = (error.validationContext ?? "body") as HttpPart;
    const code =
      operationId && issue ? errorCodeFor(contract, operationId, part, issue) : "validation_error";
    return [400, code, {}];
  }
  const fastifyError = error as Partial<FastifyError>;
  const known = fastifyError.code ? frameworkCodes[fastifyError.code] : undefined;
  if (known) return [known[0], known[1], {}];
  // SyntaxError from the JSON parser and similar: any other 4xx the framework raises.
  const status = fastifyError.statusCode;
  if (typeof status === "number" && status >= 400 && status < 500) {
    return [status, status === 404 ? "not_found" : "validation_error", {}];
  }
  return [500, "something_went_wrong", {}];
}

export function sendError(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  headers: Record<string, string> = {},
): FastifyReply {
  return reply.code(status).headers(headers).type("application/json").send({ detail: code });
}

export function installErrorHandler(app: FastifyInstance, contract: Contract): void {
  app.setErrorHandler((error, request, reply) => {
    const [status, code, headers] = classify(contract, request, error);
    if (status >= 500) {
      // Only the message and stack: Ajv errors (verbose) and the request carry user input.
      const err = error as Error;
      request.log.error({ err: { message: err.message, stack: err.stack } }, "request failed");
    }
    return sendError(reply, status, code, headers);
  });
}
