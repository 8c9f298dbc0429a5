import { describe, expect, it, vi } from "vitest";
import { createActor, fromCallback, type SnapshotFrom } from "xstate";
import { getShortestPaths } from "xstate/graph";
import {
  type ColorModeEvent,
  type ColorModeInput,
  type ColorPreference,
  colorModeMachine,
  resolveColorMode,
} from "../../machines/color-mode.machine";
import * as coverage from "./state-coverage";

type Snapshot = SnapshotFrom<typeof colorModeMachine>;

function start(input: ColorModeInput) {
  const effects = { storePreference: vi.fn(), warn: vi.fn() };
  const os = {
    watching: 0,
    report: (_dark: boolean) => {},
  };
  const actor = createActor(
    colorModeMachine.provide({
      actors: {
        watchSystem: fromCallback<ColorModeEvent>(({ sendBack }) => {
          os.watching++;
          os.report = (dark) => sendBack({ type: "colorMode.systemChanged", dark });
          return () => {
            os.watching--;
            os.report = () => {};
          };
        }),
      },
      actions: {
        storePreference: (_, params) => effects.storePreference(params.preference),
        warn: (_, params) => effects.warn(params.message),
      },
    }),
    { input },
  );
  actor.start();
  const mode = () => resolveColorMode(actor.getSnapshot().context);
  return { actor, effects, os, mode };
}

describe("colour mode machine", () => {
  it.each([
    ["system", true, "dark"],
    ["system", false, "light"],
    ["light", true, "light"],
    ["dark", false, "dark"],
  ] as const)(
    "starts in the stored preference %s (OS dark %s) showing %s",
    (preference, systemDark, shown) => {
      const { actor, mode, os } = start({ preference, systemDark });
      expect(actor.getSnapshot().value).toBe(preference);
      expect(mode()).toBe(shown);
      expect(os.watching).toBe(preference === "system" ? 1 : 0);
    },
  );

  it("stores the user's choice, once per change", () => {
    const { actor, effects, mode } = start({ preference: "system", systemDark: false });
    actor.send({ type: "colorMode.set", preference: "dark" });
    actor.send({ type: "colorMode.set", preference: "dark" });
    expect(actor.getSnapshot().value).toBe("dark");
    expect(mode()).toBe("dark");
    expect(effects.storePreference).toHaveBeenCalledExactlyOnceWith("dark");
  });

  it("follows the OS setting only while the preference is system", () => {
    const { actor, os, mode } = start({ preference: "system", systemDark: false });
    os.report(true);
    expect(mode()).toBe("dark");

    actor.send({ type: "colorMode.set", preference: "light" });
    expect(os.watching).toBe(0);
    actor.send({ type: "colorMode.systemChanged", dark: false });
    expect(actor.getSnapshot().context.systemDark).toBe(true);
    expect(mode()).toBe("light");

    actor.send({ type: "colorMode.set", preference: "system" });
    expect(os.watching).toBe(1);
    os.report(false);
    expect(mode()).toBe("light");
  });

  it("lets a page force light or dark over the preference, and clear it again", () => {
    const { actor, os, mode } = start({ preference: "system", systemDark: true });
    actor.send({ type: "colorMode.force", mode: "light" });
    expect(mode()).toBe("light");
    os.report(true);
    expect(mode()).toBe("light");
    actor.send({ type: "colorMode.set", preference: "dark" });
    expect(mode()).toBe("light");
    actor.send({ type: "colorMode.force", mode: null });
    expect(mode()).toBe("dark");
  });

  it("refuses a page forcing system with a warning and changes nothing", () => {
    const { actor, effects, mode } = start({ preference: "light", systemDark: true });
    actor.send({ type: "colorMode.force", mode: "dark" });
    const before = actor.getSnapshot();
    actor.send({ type: "colorMode.force", mode: "system" });
    expect(effects.warn).toHaveBeenCalledExactlyOnceWith(expect.stringContaining('"system"'));
    expect(actor.getSnapshot().value).toBe(before.value);
    expect(actor.getSnapshot().context).toEqual(before.context);
    expect(mode()).toBe("dark");
    expect(effects.storePreference).not.toHaveBeenCalled();
  });
});

describe("colour mode machine, every transition by its shortest path", () => {
  const preferences: ColorPreference[] = ["system", "light", "dark"];
  const events: ColorModeEvent[] = [
    ...preferences.map((preference) => ({ type: "colorMode.set" as const, preference })),
    ...(["light", "dark", "system", null] as const).map((mode) => ({
      type: "colorMode.force" as const,
      mode,
    })),
    { type: "colorMode.systemChanged", dark: true },
    { type: "colorMode.systemChanged", dark: false },
  ];
  const input: ColorModeInput = { preference: "system", systemDark: false };
  const paths = getShortestPaths(colorModeMachine, {
    input,
    events,
    // Keyed by where it came from and by what event too, so that every transition is
    // replayed, not only every state.
    serializeState: coverage.byTransition,
  });

  const resolvedByPreference = (s: Snapshot) =>
    s.context.forced ??
    (s.context.preference === "system"
      ? s.context.systemDark
        ? "dark"
        : "light"
      : s.context.preference);
  // One entry per state node, checked whenever a path enters it.
  const stateChecks: coverage.StateChecks<typeof colorModeMachine> = {
    "colorMode.choosing": (s) => expect(s.children.watchSystem).toBeUndefined(),
    "colorMode.system": (s) => {
      expect(s.context.preference).toBe("system");
      expect(s.children.watchSystem).toBeDefined();
      expect(resolveColorMode(s.context)).toBe(resolvedByPreference(s));
    },
    "colorMode.light": (s) => {
      expect(s.context.preference).toBe("light");
      expect(s.children.watchSystem).toBeUndefined();
      expect(resolveColorMode(s.context)).toBe(s.context.forced ?? "light");
    },
    "colorMode.dark": (s) => {
      expect(s.context.preference).toBe("dark");
      expect(s.children.watchSystem).toBeUndefined();
      expect(resolveColorMode(s.context)).toBe(s.context.forced ?? "dark");
    },
  };

  it("reaches and checks every state node", () => {
    const ids = coverage.allStateIds(colorModeMachine);
    expect(coverage.checkEnteredStates(colorModeMachine, input, paths, stateChecks)).toEqual(ids);
    expect(Object.keys(stateChecks).sort()).toEqual(ids);
  });

  it.each(paths.map((path) => [coverage.describePath(path), path] as const))("%s", (_, path) => {
    const { actor, os } = start(input);
    for (const { event } of path.steps.slice(1)) actor.send(event);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual(path.state.value);
    expect(snapshot.context).toEqual(path.state.context);
    expect(os.watching).toBe(snapshot.matches("system") ? 1 : 0);
    coverage.checkActiveStates(colorModeMachine, snapshot, stateChecks);
  });
});
