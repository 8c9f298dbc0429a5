import { assign, fromPromise, setup } from "xstate";
import type { LoadedIcon } from "./icon-loader";

/**
 * One icon on a screen (`mdi:home`), drawn as soon as the icon loader has it:
 * - `starting` decides at once: an icon the loader already holds is `ready` (no spinner), one
 *   it knows the collection lacks is `missing`;
 * - otherwise `loading` (tag `loading`: the view shows the spinner that turns every 750 ms)
 *   asks the loader, which batches it with the screen's other icons;
 * - `ready` with its data, or `missing` (none such, or the request failed and was logged).
 * A view shows another icon by keying a new actor; this one never changes its name.
 */

export interface IconInput {
  icon: string;
  /** What the loader holds already: the icon, null for none such, undefined for not asked. */
  cached?: LoadedIcon | null;
}

export interface IconContext {
  icon: string;
  data: LoadedIcon | null;
  /** The loader answered before this actor started. */
  known: boolean;
}

export const iconMachine = setup({
  types: {
    context: {} as IconContext,
    input: {} as IconInput,
    tags: {} as "loading",
  },
  actors: {
    load: fromPromise<LoadedIcon | null, string>(() => {
      throw new Error('icon: the "load" implementation must be provided');
    }),
  },
  guards: {
    hasData: ({ context }) => context.data !== null,
    knownMissing: ({ context }) => context.known && context.data === null,
  },
}).createMachine({
  id: "icon",
  context: ({ input }) => ({
    icon: input.icon,
    data: input.cached ?? null,
    known: input.cached !== undefined,
  }),
  initial: "starting",
  states: {
    starting: {
      always: [
        { guard: "hasData", target: "ready" },
        { guard: "knownMissing", target: "missing" },
        { target: "loading" },
      ],
    },
    loading: {
      tags: ["loading"],
      invoke: {
        src: "load",
        input: ({ context }) => context.icon,
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: "ready",
            actions: assign({ data: ({ event }) => event.output }),
          },
          { target: "missing" },
        ],
        onError: { target: "missing" },
      },
    },
    ready: {},
    missing: {},
  },
});
