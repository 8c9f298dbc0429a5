import { randomUUID } from "node:crypto";
import { deref, isObject, type JsonSchema, loadContract } from "../../server/contract";

// Values a schema of openapi.yaml accepts, for suites that send every operation a request
// (hostile-input.test.ts, role-matrix.test.ts).

const contract = loadContract();

let counter = 0;

export function resolved(schema: unknown): JsonSchema {
  const node = deref(contract.document, schema);
  if (!isObject(node)) return {};
  if (!Array.isArray(node.allOf)) return node;
  // The parts' properties and required names together (OfferingDetail-like bodies).
  const merged: JsonSchema = { type: "object", properties: {}, required: [] };
  for (const part of node.allOf.map(resolved)) {
    Object.assign(merged.properties as object, part.properties);
    (merged.required as string[]).push(...((part.required as string[] | undefined) ?? []));
  }
  return merged;
}

/** A value the schema accepts (unique where it may have to be: phones, emails). */
export function sample(schema: unknown): unknown {
  const s = resolved(schema);
  if (Array.isArray(s.examples)) return s.examples[0];
  if (Array.isArray(s.enum)) return s.enum[0];
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (type === "integer" || type === "number") return (s.minimum as number | undefined) ?? 1;
  if (type === "boolean") return true;
  if (type === "object") return {};
  if (type === "array") return [];
  if (s.format === "uuid") return randomUUID();
  counter += 1;
  if (s.format === "email") return `hostile${counter}@example.com`;
  const unique = String(counter).padStart(7, "0");
  const candidates = [`99897${unique}`, "123456789", "123456", "Aziza", "abcdefgh", "a"];
  const min = (s.minLength as number | undefined) ?? 0;
  const pattern = typeof s.pattern === "string" ? new RegExp(s.pattern, "u") : null;
  const fit = candidates.find((c) => c.length >= min && (!pattern || pattern.test(c)));
  if (fit === undefined) throw new Error(`no sample for ${JSON.stringify(s)}: add one above`);
  return fit;
}
