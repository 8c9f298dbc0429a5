import { type Contract, isObject, type JsonSchema } from "../../contract";

/** The contract's tag of the sandbox operations (`/v1/dev/...`). */
const sandboxTag = "development";

const httpMethods = new Set(["get", "put", "post", "patch", "delete", "head", "options", "trace"]);

function isSandboxOperation(operation: unknown): boolean {
  return (
    isObject(operation) && Array.isArray(operation.tags) && operation.tags.includes(sandboxTag)
  );
}

/**
 * The contract as served when the sandbox is off: its operations are not routes at all, so
 * their paths answer 404 like any unknown path (not 405, not a handler that says no).
 */
export function withoutSandbox(contract: Contract): Contract {
  const paths = isObject(contract.document.paths) ? contract.document.paths : {};
  const keptPaths: JsonSchema = {};
  const dropped = new Set<string>();
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    const kept: JsonSchema = {};
    for (const [key, value] of Object.entries(item)) {
      if (isSandboxOperation(value)) {
        if (isObject(value) && typeof value.operationId === "string")
          dropped.add(value.operationId);
      } else {
        kept[key] = value;
      }
    }
    // A path left with only its shared parameters or summary has no operation to route.
    if (Object.keys(kept).some((key) => httpMethods.has(key))) keptPaths[path] = kept;
  }
  return {
    document: { ...contract.document, paths: keptPaths },
    operations: new Map([...contract.operations].filter(([id]) => !dropped.has(id))),
  };
}
