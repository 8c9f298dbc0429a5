import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import YAML from "yaml";
import type { Role } from "./db/schema";

export type JsonSchema = { [key: string]: unknown };

interface ContractParameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface ContractOperation {
  operationId: string;
  method: string;
  path: string;
  tags: string[];
  security: Array<Record<string, unknown>>;
  parameters: ContractParameter[];
  bodySchema: JsonSchema | null;
  bodyRequired: boolean;
  /**
   * `x-roles`: the roles that may call a signed-in operation; null when any signed-in person
   * may. Enforced once, in `server/routes.ts`.
   */
  roles: Role[] | null;
}

export interface Contract {
  document: JsonSchema;
  operations: Map<string, ContractOperation>;
}

let cachedRoot: string | null = null;

// Works from server/*.ts under vitest and from the bundle in dist/server/ alike.
export function projectRoot(): string {
  if (cachedRoot) return cachedRoot;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, "openapi.yaml"))) {
      cachedRoot = dir;
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("openapi.yaml not found above the server code");
    dir = parent;
  }
}

export function isObject(value: unknown): value is JsonSchema {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Follows local `#/...` references of the raw contract. */
export function resolvePointer(document: JsonSchema, ref: string): unknown {
  if (!ref.startsWith("#/")) throw new Error(`Only local references are supported: ${ref}`);
  let node: unknown = document;
  for (const raw of ref.slice(2).split("/")) {
    const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    node = isObject(node) ? node[key] : undefined;
  }
  return node;
}

export function deref(document: JsonSchema, node: unknown): unknown {
  let current = node;
  while (isObject(current) && typeof current.$ref === "string") {
    current = resolvePointer(document, current.$ref);
  }
  return current;
}

const knownRoles: readonly Role[] = ["user", "business", "admin"];

function rolesOf(value: unknown): Role[] | null {
  if (value === undefined) return null;
  const roles = Array.isArray(value) ? value : [];
  const known = roles.filter((role): role is Role => knownRoles.includes(role as Role));
  // A typo in the contract must not open an operation to everyone: it fails at start.
  if (known.length === 0 || known.length !== roles.length) {
    throw new Error(`x-roles must list known roles: ${JSON.stringify(value)}`);
  }
  return known;
}

const httpMethods = ["get", "put", "post", "patch", "delete", "head", "options"];

function indexOperations(document: JsonSchema): Map<string, ContractOperation> {
  const operations = new Map<string, ContractOperation>();
  const paths = isObject(document.paths) ? document.paths : {};
  const defaultSecurity = Array.isArray(document.security) ? document.security : [];
  for (const [opPath, pathItem] of Object.entries(paths)) {
    if (!isObject(pathItem)) continue;
    for (const method of httpMethods) {
      const op = pathItem[method];
      if (!isObject(op) || typeof op.operationId !== "string") continue;
      const parameters = (Array.isArray(op.parameters) ? op.parameters : [])
        .map((p) => deref(document, p))
        .filter(isObject) as unknown as ContractParameter[];
      const requestBody = deref(document, op.requestBody);
      const content = isObject(requestBody) ? requestBody.content : undefined;
      const json = isObject(content) ? content["application/json"] : undefined;
      operations.set(op.operationId, {
        operationId: op.operationId,
        method: method.toUpperCase(),
        path: opPath,
        tags: (Array.isArray(op.tags) ? op.tags : []).filter(
          (t): t is string => typeof t === "string",
        ),
        security: (Array.isArray(op.security) ? op.security : defaultSecurity).filter(isObject),
        parameters,
        bodySchema: isObject(json) && isObject(json.schema) ? json.schema : null,
        bodyRequired: isObject(requestBody) && requestBody.required === true,
        roles: rolesOf(op["x-roles"]),
      });
    }
  }
  return operations;
}

export function loadContract(): Contract {
  const text = readFileSync(path.join(projectRoot(), "openapi.yaml"), "utf8");
  const document = YAML.parse(text) as JsonSchema;
  return { document, operations: indexOperations(document) };
}
