import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { FastifyInstance } from "fastify";

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
  return ajv;
}

/** Request validation compiled from the contract with JSON Schema 2020-12 (OpenAPI 3.1). */
export function installValidator(app: FastifyInstance): void {
  const coercing = createAjv(true);
  const strict = createAjv(false);
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === "body" ? strict : coercing).compile(schema),
  );
}
