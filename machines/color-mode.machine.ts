import { assign, fromCallback, setup } from "xstate";

/**
 * The colour mode (SPEC.md section 4): the user's preference (system, light or dark, kept in
 * localStorage) and the mode a page may force through its route metadata. Forcing `system` at
 * page level is refused with a warning and changes nothing, so a page can only pin a concrete
 * mode. The mode shown is `resolveColorMode(context)`: forced, else the preference, else the
 * operating system's setting.
 *
 * The states mirror the preference so that the OS watcher runs only while it matters: it is
 * invoked in `system` and stopped in `light` and `dark`. The app reads storage and
 * `matchMedia` once for the input; after time spent in `light` or `dark` that reading is
 * stale, so the provided `watchSystem` must report the current setting as soon as it starts.
 * Forcing is kept in context rather than in states because it is orthogonal to the preference:
 * a page that stops forcing falls back to whatever the preference resolves to by then.
 */

export type ColorPreference = "system" | "light" | "dark";
export type ColorMode = "light" | "dark";

export interface ColorModeInput {
  preference: ColorPreference;
  systemDark: boolean;
}

export interface ColorModeContext {
  preference: ColorPreference;
  forced: ColorMode | null;
  systemDark: boolean;
}

export type ColorModeEvent =
  | { type: "colorMode.set"; preference: ColorPreference }
  | { type: "colorMode.force"; mode: ColorPreference | null }
  | { type: "colorMode.systemChanged"; dark: boolean };

export function resolveColorMode(context: ColorModeContext): ColorMode {
  if (context.forced) return context.forced;
  if (context.preference !== "system") return context.preference;
  return context.systemDark ? "dark" : "light";
}

export const colorModeMachine = setup({
  types: {
    context: {} as ColorModeContext,
    events: {} as ColorModeEvent,
    input: {} as ColorModeInput,
  },
  actors: {
    watchSystem: fromCallback<ColorModeEvent>(() => {
      throw new Error('colorMode: the "watchSystem" implementation must be provided');
    }),
  },
  actions: {
    storePreference: (_, _params: { preference: ColorPreference }) => {},
    warn: (_, _params: { message: string }) => {},
  },
  guards: {
    prefers: ({ context }, params: { preference: ColorPreference }) =>
      context.preference === params.preference,
    isOtherPreference: ({ context }, params: { preference: ColorPreference }) =>
      context.preference !== params.preference,
    forcesSystem: (_, params: { mode: ColorPreference | null }) => params.mode === "system",
  },
}).createMachine({
  id: "colorMode",
  context: ({ input }) => ({
    preference: input.preference,
    forced: null,
    systemDark: input.systemDark,
  }),
  initial: "choosing",
  on: {
    "colorMode.set": {
      guard: {
        type: "isOtherPreference",
        params: ({ event }) => ({ preference: event.preference }),
      },
      target: ".choosing",
      actions: [
        assign({ preference: ({ event }) => event.preference }),
        { type: "storePreference", params: ({ event }) => ({ preference: event.preference }) },
      ],
    },
    "colorMode.force": [
      {
        guard: { type: "forcesSystem", params: ({ event }) => ({ mode: event.mode }) },
        actions: {
          type: "warn",
          params: {
            message: 'colorMode: a page cannot force "system"; it may force "light" or "dark" only',
          },
        },
      },
      {
        actions: assign({
          // `system` was refused above; the comparison only narrows the type.
          forced: ({ context, event }) => (event.mode === "system" ? context.forced : event.mode),
        }),
      },
    ],
  },
  states: {
    // Routes to the preference's state, at start and after every change of preference.
    choosing: {
      always: [
        { guard: { type: "prefers", params: { preference: "system" } }, target: "system" },
        { guard: { type: "prefers", params: { preference: "light" } }, target: "light" },
        { target: "dark" },
      ],
    },
    system: {
      invoke: { id: "watchSystem", src: "watchSystem" },
      on: {
        "colorMode.systemChanged": {
          actions: assign({ systemDark: ({ event }) => event.dark }),
        },
      },
    },
    light: {},
    dark: {},
  },
});
