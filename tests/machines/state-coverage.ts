import type { AnyStateMachine, StateValue } from "xstate";

interface NodeLike {
  path: string[];
  states: Record<string, NodeLike>;
}

/** Every state node of a machine as its dotted path ("signedIn.user.loaded.ready"). */
export function allStatePaths(machine: AnyStateMachine): string[] {
  const paths: string[] = [];
  const walk = (node: NodeLike) => {
    if (node.path.length > 0) paths.push(node.path.join("."));
    for (const child of Object.values(node.states)) walk(child);
  };
  walk(machine.root as unknown as NodeLike);
  return paths;
}

/** The dotted paths of every state node active in a state value, parents included. */
export function activePaths(value: StateValue, prefix: string[] = []): string[] {
  if (typeof value === "string") {
    const path = [...prefix, value].join(".");
    return prefix.length ? [prefix.join("."), path] : [path];
  }
  const own = prefix.length ? [prefix.join(".")] : [];
  return [
    ...own,
    ...Object.entries(value).flatMap(([key, child]) =>
      child === undefined ? [] : activePaths(child, [...prefix, key]),
    ),
  ];
}
