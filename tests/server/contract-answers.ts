import { brotliDecompressSync, gunzipSync } from "node:zlib";
import Ajv2020, { type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { LightMyRequestResponse } from "fastify";
import {
  type Contract,
  deref,
  isObject,
  type JsonSchema,
  loadContract,
  resolvePointer,
} from "../../server/contract";
import { pathPattern } from "../../server/routes";

/**
 * Every answer the server suite receives, checked against openapi.yaml the way an independent
 * client would: the status is one the operation lists, the content type one that status
 * lists, and a JSON body matches its schema (JSON Schema 2020-12, Ajv). A request that matches
 * no operation under /api must answer a 4xx with the generic `Error` body (404 for an unknown
 * path, 405 for a known path with another method, as openapi.yaml's description says).
 * Files of the SPA and socket upgrades are not the contract's business.
 */

interface Route {
  operationId: string;
  method: string;
  pointer: string;
  pattern: RegExp;
  responses: JsonSchema;
}

const apiPrefix = "/api";
const documentId = "openapi.json";

function escapePointer(key: string): string {
  return key.replace(/~/g, "~0").replace(/\//g, "~1");
}

/** The contract's operations, matched against request paths as the server matches them. */
function routesOf(contract: Contract): Route[] {
  return [...contract.operations.values()].map((operation) => {
    const pointer = `#/paths/${escapePointer(operation.path)}/${operation.method.toLowerCase()}`;
    const declared = resolvePointer(contract.document, pointer);
    return {
      operationId: operation.operationId,
      method: operation.method,
      pointer,
      pattern: pathPattern(apiPrefix, operation.path),
      responses: isObject(declared) && isObject(declared.responses) ? declared.responses : {},
    };
  });
}

function bodyText(response: LightMyRequestResponse): string {
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(response.rawPayload).toString("utf8");
  if (encoding === "gzip") return gunzipSync(response.rawPayload).toString("utf8");
  return response.body;
}

function mediaTypeOf(response: LightMyRequestResponse): string | null {
  const header = response.headers["content-type"];
  return typeof header === "string" ? (header.split(";")[0]?.trim().toLowerCase() ?? null) : null;
}

export interface AnswerCheck {
  /**
   * What is wrong with the answer, or null when the contract describes it. A 5xx is never
   * listed: only a test that breaks the server on purpose expects one, with the `Error` body.
   */
  problemWith(response: LightMyRequestResponse, serverFailureExpected?: boolean): string | null;
}

export function createAnswerCheck(): AnswerCheck {
  const contract = loadContract();
  const { document } = contract;
  const routes = routesOf(contract);
  // The contract is not a schema, so strict mode would refuse its OpenAPI keys; formats
  // are still checked.
  const ajv = new Ajv2020({ strict: false, allErrors: true, allowUnionTypes: true });
  addFormats(ajv);
  ajv.addSchema(document, documentId);
  const validators = new Map<string, ValidateFunction>();
  const validatorAt = (pointer: string) => {
    let validate = validators.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `${documentId}${pointer}` });
      validators.set(pointer, validate);
    }
    return validate;
  };

  const checkJson = (text: string, pointer: string): string | null => {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return `the body is not JSON: ${text.slice(0, 120)}`;
    }
    const validate = validatorAt(pointer);
    if (validate(body)) return null;
    const errors = (validate.errors ?? [])
      .slice(0, 5)
      .map((e) => `${e.instancePath || "/"} ${e.message ?? e.keyword}`)
      .join("; ");
    return `the body does not match ${pointer}: ${errors}; body: ${text.slice(0, 300)}`;
  };

  return {
    problemWith(response, serverFailureExpected = false) {
      const request = response.raw.req;
      const method = (request.method ?? "GET").toUpperCase();
      const path = (request.url ?? "/").split("?")[0] ?? "/";
      const status = response.statusCode;
      const isApi = path === apiPrefix || path.startsWith(`${apiPrefix}/`);
      if (!isApi) return null;
      if (serverFailureExpected) {
        return status >= 500
          ? checkJson(bodyText(response), "#/components/schemas/Error")
          : `${status} where the test expected the server to fail`;
      }
      // HEAD is answered by the GET route, headers only.
      const lookup = method === "HEAD" ? "GET" : method;
      const route = routes.find((r) => r.method === lookup && r.pattern.test(path));
      const mediaType = mediaTypeOf(response);
      if (!route) {
        if (status < 400 || status >= 500) return `${status} from a path no operation serves`;
        if (method === "HEAD") return null;
        if (mediaType !== "application/json") return `${status} without a JSON body`;
        return checkJson(bodyText(response), "#/components/schemas/Error");
      }
      const declared = deref(document, route.responses[String(status)]);
      if (!isObject(declared)) {
        return `${route.operationId} answered ${status}, which openapi.yaml does not list`;
      }
      const content = isObject(declared.content) ? declared.content : null;
      if (method === "HEAD") return null;
      if (!content) {
        return response.rawPayload.length === 0
          ? null
          : `${route.operationId} ${status} lists no body but answered one`;
      }
      if (!mediaType || !isObject(content[mediaType])) {
        return `${route.operationId} ${status} answered ${mediaType ?? "no content type"}, which it does not list`;
      }
      if (mediaType !== "application/json") return null;
      const pointer = `${route.pointer}/responses/${status}`;
      // A `$ref`'d response (components/responses/…) is followed to its content.
      const ref = route.responses[String(status)];
      const base = isObject(ref) && typeof ref.$ref === "string" ? ref.$ref : (pointer as string);
      return checkJson(bodyText(response), `${base}/content/application~1json/schema`);
    },
  };
}
