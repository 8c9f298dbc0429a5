import Ajv2020, { _, type KeywordCxt, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { FastifyInstance } from "fastify";
import { isObject, type JsonSchema } from "./contract";
import { inputRules, isStorableText } from "./input-rules";

function createAjv(coerce: boolean) {
  const ajv = new Ajv2020({
    // `parentSchema` and `data` on errors; nothing logs them (they may hold a password).
    verbose: true,
    allErrors: false,
    strict: true,
    strictTypes: false,
    allowUnionTypes: true,
    // Query and path values arrive as strings; bodies are JSON and must match as sent.
    coerceTypes: coerce,
    useDefaults: true,
    removeAdditional: false,
    // glue gives every converted schema the same $id; they must not collide in the registry.
    addUsedSchema: false,
  });
  addFormats(ajv);
  // Annotations the contract uses that are not JSON Schema vocabulary.
  ajv.addKeyword({ keyword: "x-error-codes", schemaType: "object" });
  ajv.addKeyword({ keyword: "example" });
  // Written as generated code, not `validate` callbacks: they are on most schema nodes, and a
  // callback costs Ajv much more to compile at every server start.
  const storable = (cxt: KeywordCxt) => cxt.gen.scopeValue("func", { ref: isStorableText });
  ajv.addKeyword({
    keyword: inputRules.text,
    type: "string",
    schemaType: "boolean",
    code: (cxt) => cxt.fail(_`!${storable(cxt)}(${cxt.data})`),
  });
  // Ajv's coercion turns the query text "Infinity" or "1e309" into Infinity after its type
  // check, and it judges `minimum`/`maximum` (and any rule of a number type) on finite numbers
  // only: without this they pass every bound. Hence no `type` here: a typed keyword would be
  // skipped the same way.
  ajv.addKeyword({
    keyword: inputRules.finite,
    schemaType: "boolean",
    code: (cxt) => cxt.fail(_`typeof ${cxt.data} == "number" && !isFinite(${cxt.data})`),
  });
  return ajv;
}

// Keywords whose value is a schema (or, for `items` before 2020-12, a list), a list of schemas,
// or a map of names to schemas.
const schemaKeywords = [
  "items",
  "additionalProperties",
  "unevaluatedProperties",
  "unevaluatedItems",
  "contains",
  "propertyNames",
  "not",
  "if",
  "then",
  "else",
];
const schemaListKeywords = ["allOf", "anyOf", "oneOf", "prefixItems"];
const schemaMapKeywords = [
  "properties",
  "patternProperties",
  "dependentSchemas",
  "$defs",
  "definitions",
];

function mayBe(schema: JsonSchema, types: string[]): boolean {
  const type = schema.type;
  if (type === undefined) return true;
  const listed = Array.isArray(type) ? type : [type];
  return listed.some((t) => types.includes(t));
}

/**
 * A copy of `schema` with the input rules on every (sub)schema whose value may be a string or
 * a number, typed or not: a string or number anywhere a schema describes is checked. (Only
 * there: each rule costs compile time, on every route of every server start.)
 */
export function withInputRules(schema: unknown): unknown {
  if (!isObject(schema)) return schema;
  const copy: JsonSchema = { ...schema };
  if (mayBe(schema, ["string"])) copy[inputRules.text] = true;
  if (mayBe(schema, ["number", "integer"])) copy[inputRules.finite] = true;
  for (const keyword of [...schemaKeywords, ...schemaListKeywords]) {
    const sub = schema[keyword];
    if (sub !== undefined)
      copy[keyword] = Array.isArray(sub) ? sub.map(withInputRules) : withInputRules(sub);
  }
  for (const keyword of schemaMapKeywords) {
    const map = schema[keyword];
    if (isObject(map)) {
      copy[keyword] = Object.fromEntries(
        Object.entries(map).map(([name, sub]) => [name, withInputRules(sub)]),
      );
    }
  }
  return copy;
}

let compilers: { coercing: Ajv2020; strict: Ajv2020 } | null = null;
// Compiled validators by schema, shared by every server in the process (tests start dozens):
// a validator depends on its schema alone, and compiling is most of a server's start.
const compiled = new Map<string, ValidateFunction>();

function compile(schema: unknown, coerce: boolean): ValidateFunction {
  const key = `${coerce ? "coercing" : "strict"} ${JSON.stringify(schema)}`;
  let validate = compiled.get(key);
  if (!validate) {
    compilers ??= { coercing: createAjv(true), strict: createAjv(false) };
    const ajv = coerce ? compilers.coercing : compilers.strict;
    validate = ajv.compile(withInputRules(schema) as JsonSchema);
    compiled.set(key, validate);
  }
  return validate;
}

/**
 * A request body's check as the server makes it, for values that reach the server another way
 * (the operator's commands, server/ops/), so they meet the very same rules.
 */
export function bodyValidator(schema: unknown): ValidateFunction {
  return compile(schema, false);
}

/**
 * Node hands a request's headers over with lower-case names; the contract writes them as
 * HTTP does (`Idempotency-Key`). Fastify lower-cases them for its own compiler only.
 */
function withLowerCaseNames(schema: unknown): unknown {
  if (!isObject(schema)) return schema;
  const properties = isObject(schema.properties) ? schema.properties : {};
  return {
    ...schema,
    properties: Object.fromEntries(
      Object.entries(properties).map(([name, sub]) => [name.toLowerCase(), sub]),
    ),
    ...(Array.isArray(schema.required) && {
      required: schema.required.map((name) => String(name).toLowerCase()),
    }),
  };
}

/** Request validation compiled from the contract with JSON Schema 2020-12 (OpenAPI 3.1). */
export function installValidator(app: FastifyInstance): void {
  // Query and path values arrive as strings; bodies are JSON and must match as sent.
  app.setValidatorCompiler(({ schema, httpPart }) =>
    compile(httpPart === "headers" ? withLowerCaseNames(schema) : schema, httpPart !== "body"),
  );
}
