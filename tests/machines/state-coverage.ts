import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventFromLogic,
  type EventObject,
  getInitialMicrosteps,
  getMicrosteps,
  getStateNodes,
  type InputFrom,
  type SnapshotFrom,
  type StateValue,
} from "xstate";
import type { StatePath } from "xstate/graph";

/**
 * Path coverage for the machine tests: which state nodes a path from `getShortestPaths` enters,
 * counting every microstep, so that a state left at once by an eventless transition counts too.
 * State nodes are named by their full id ("session.signedIn.user.loaded.ready").
 */

/** A path as `getShortestPaths(machine, …)` returns it. */
export type MachinePath<TMachine extends AnyStateMachine> = StatePath<
  SnapshotFrom<TMachine>,
  EventFromLogic<TMachine>
>;

/** What must hold in each state node, by id: checked where a path enters it and where it ends. */
export type StateChecks<TMachine extends AnyStateMachine> = Record<
  string,
  (snapshot: SnapshotFrom<TMachine>) => void
>;

/**
 * A `serializeState` for `getShortestPaths` that keys a state by where it came from and by what
 * event too, so that every transition is replayed, not only every state. Without it a state
 * left at once by an eventless transition is on no path when where it leads is reached anyway.
 */
export function byTransition(
  snapshot: AnyMachineSnapshot,
  event: EventObject | undefined,
  from?: AnyMachineSnapshot,
): string {
  return JSON.stringify({
    from: from?.value,
    event,
    value: snapshot.value,
    context: snapshot.context,
  });
}

/** The ids of every state node of a machine (the root excluded), sorted. */
export function allStateIds(machine: AnyStateMachine): string[] {
  const below = (node: AnyStateNode): string[] =>
    Object.values(node.states).flatMap((child) => [child.id, ...below(child)]);
  return below(machine.root).sort();
}

/** The ids of the state nodes active in a snapshot, parents included (the root excluded). */
export function activeStateIds(
  machine: AnyStateMachine,
  snapshot: { value: StateValue },
): string[] {
  const ids = getStateNodes(machine.root, snapshot.value).map((node) => node.id);
  return [...new Set(ids)].filter((id) => id !== machine.id);
}

/** Runs the check of every state node active in a snapshot. */
export function checkActiveStates<TMachine extends AnyStateMachine>(
  machine: TMachine,
  snapshot: SnapshotFrom<TMachine>,
  checks: StateChecks<TMachine>,
): void {
  for (const id of activeStateIds(machine, snapshot)) checks[id]?.(snapshot);
}

/**
 * Every state node a path enters, in order, with the snapshot of the microstep that entered it.
 * A path's steps are (event, state it led to) pairs, the first being the machine's start; each
 * is replayed microstep by microstep from the state before it.
 */
export function enteredStates<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: InputFrom<TMachine>,
  path: MachinePath<TMachine>,
): { id: string; snapshot: SnapshotFrom<TMachine> }[] {
  // Typed for any machine (its input being optional or not); the snapshots are this machine's.
  const snapshots = getInitialMicrosteps<AnyStateMachine>(machine, input).map(
    ([snapshot]) => snapshot as SnapshotFrom<TMachine>,
  );
  let before: SnapshotFrom<TMachine> | undefined;
  for (const step of path.steps) {
    if (before) {
      const microsteps = getMicrosteps(machine, before, step.event);
      snapshots.push(...microsteps.map(([snapshot]) => snapshot));
    }
    before = step.state;
  }
  let active = new Set<string>();
  return snapshots.flatMap((snapshot) => {
    const now = activeStateIds(machine, snapshot);
    const entered = now.filter((id) => !active.has(id)).map((id) => ({ id, snapshot }));
    active = new Set(now);
    return entered;
  });
}

/**
 * Runs the check of every state node each path enters, as it enters it, and again for every
 * state node still active where the path ends; returns the ids of the state nodes entered,
 * sorted: compare them with `allStateIds(machine)`. A state node without a check is skipped
 * here, so compare the checks' keys with `allStateIds` as well.
 */
export function checkEnteredStates<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: InputFrom<TMachine>,
  paths: MachinePath<TMachine>[],
  checks: StateChecks<TMachine>,
): string[] {
  const reached = new Set<string>();
  for (const path of paths) {
    for (const { id, snapshot } of enteredStates(machine, input, path)) {
      reached.add(id);
      checks[id]?.(snapshot);
    }
    checkActiveStates(machine, path.state, checks);
  }
  return [...reached].sort();
}

const label = ({ type, ...payload }: EventObject) =>
  Object.keys(payload).length ? `${type} ${JSON.stringify(payload)}` : type;

/** A path's events, for a test name: "a → b {…}", or "(start)" for the empty path. */
export function describePath(path: { steps: { event: EventObject }[] }): string {
  return (
    path.steps
      .slice(1)
      .map(({ event }) => label(event))
      .join(" → ") || "(start)"
  );
}
