import type { ErrorCode } from "../sdk/types.gen";
import {
  type Contract,
  type ContractOperation,
  isObject,
  type JsonSchema,
  resolvePointer,
} from "./contract";
import { inputRules } from "./input-rules";

/** The part of the request an Ajv error came from, as Fastify names it. */
export type HttpPart = "body" | "querystring" | "params" | "headers";

export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

type CodeTable = Record<string, string>;

/**
 * fastify-openapi-glue inlines `$ref`s and drops the keys written beside them, so
 * `{ $ref: Uuid, x-error-codes: … }` loses its codes after conversion. The lookup therefore
 * walks the raw contract, where a code written beside a `$ref` wins over one in the target.
 */
export function collectCodes(
  contract: Contract,
  node: unknown,
  seen = new Set<unknown>(),
): CodeTable {
  if (!isObject(node) || seen.has(node)) return {};
  seen.add(node);
  let inherited: CodeTable = {};
  if (typeof node.$ref === "string") {
    inherited = collectCodes(contract, resolveRef(contract, node.$ref), seen);
  }
  if (Array.isArray(node.allOf)) {
    for (const part of node.allOf)
      inherited = { ...collectCodes(contract, part, seen), ...inherited };
  }
  const own = isObject(node["x-error-codes"]) ? (node["x-error-codes"] as CodeTable) : {};
  return { ...inherited, ...own };
}

function resolveRef(contract: Contract, ref: string): unknown {
  return resolvePointer(contract.document, ref);
}

export function resolved(contract: Contract, node: unknown): JsonSchema | undefined {
  let current = node;
  const seen = new Set<unknown>();
  while (isObject(current) && typeof current.$ref === "string" && !seen.has(current)) {
    seen.add(current);
    current = resolveRef(contract, current.$ref);
  }
  return isObject(current) ? current : undefined;
}

function childSchema(contract: Contract, parent: unknown, key: string): unknown {
  const schema = resolved(contract, parent);
  if (!schema) return undefined;
  if (isObject(schema.properties) && key in schema.properties) return schema.properties[key];
  if (/^\d+$/.test(key) && schema.items !== undefined) return schema.items;
  // A map's values (`additionalProperties: {schema}`), such as a form's answers by field name.
  if (isObject(schema.additionalProperties)) return schema.additionalProperties;
  if (Array.isArray(schema.allOf)) {
    for (const part of schema.allOf) {
      const found = childSchema(contract, part, key);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

function rootSchemaFor(operation: ContractOperation, part: HttpPart): JsonSchema | null {
  if (part === "body") return operation.bodySchema;
  const location = { querystring: "query", params: "path", headers: "header" }[part];
  const properties: JsonSchema = {};
  for (const parameter of operation.parameters) {
    if (parameter.in !== location) continue;
    // A parameter's own `schema` node keeps the codes written beside its `$ref`.
    // Header names as the validator sees them (validation.ts): lower case.
    const name = part === "headers" ? parameter.name.toLowerCase() : parameter.name;
    properties[name] = parameter.schema ?? {};
  }
  return { type: "object", properties };
}

function pointerSegments(instancePath: string): string[] {
  if (instancePath === "") return [];
  return instancePath
    .slice(1)
    .split("/")
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
}

/**
 * Codes of the rules the validator adds to every schema (validation.ts), used unless the
 * property's `x-error-codes` names the rule itself. Refused text answers its own code rather
 * than the property's `*`: a NUL in a search is not "query too long". A non-finite number
 * has none here: the property's own code (`invalid_page`, `invalid_rating`, …) says it.
 */
const ruleCodes: Partial<Record<string, ErrorCode>> = {
  [inputRules.text]: "invalid_characters",
};

/**
 * Maps one Ajv error to the contract's error code: `x-error-codes[keyword]` of the failing
 * property, else the rule's own code (`ruleCodes`), else the property's `*`, else the `*` of
 * the nearest property enclosing it, else `validation_error`.
 */
export function errorCodeFor(
  contract: Contract,
  operationId: string,
  part: HttpPart,
  issue: ValidationIssue,
): ErrorCode {
  const operation = contract.operations.get(operationId);
  const root = operation ? rootSchemaFor(operation, part) : null;
  const fallback = ruleCodes[issue.keyword] ?? "validation_error";
  if (!root) return fallback;
  const segments = pointerSegments(issue.instancePath);
  if (issue.keyword === "required" && typeof issue.params.missingProperty === "string") {
    segments.push(issue.params.missingProperty);
  }
  let node: unknown = root;
  // A rule of the whole body (`minProperties`, `additionalProperties`) answers the body
  // schema's own code, when it names one.
  if (segments.length === 0) {
    const codes = collectCodes(contract, root);
    return (codes[issue.keyword] ?? codes["*"] ?? fallback) as ErrorCode;
  }
  // A rule broken inside a property (an item of a list, a field of an object in it) that
  // names no code of its own answers the nearest enclosing property's `*`: the field a form
  // shows the error beside, as the client's checks (machines/field-check.ts) answer it too.
  let enclosing: string | undefined;
  for (const [index, segment] of segments.entries()) {
    node = childSchema(contract, node, segment);
    if (node === undefined) return fallback;
    if (index < segments.length - 1) enclosing = collectCodes(contract, node)["*"] ?? enclosing;
  }
  const codes = collectCodes(contract, node);
  return (codes[issue.keyword] ??
    ruleCodes[issue.keyword] ??
    codes["*"] ??
    enclosing ??
    "validation_error") as ErrorCode;
}
