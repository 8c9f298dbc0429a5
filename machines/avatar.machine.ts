import { assign, fromPromise, setup } from "xstate";
import type { Profile, ProfileUpdate } from "../sdk";
import { type FailureCode, failureCode } from "./request-failure";

/**
 * The person's picture. Read top to bottom:
 * - `idle` → `avatar.choose` a file → `preparing` it in the browser (cropped to the centred
 *   square, at most 512 px, base64 without the `data:` prefix; a file that is no picture or
 *   too large is refused here with the contract's code, nothing sent);
 * - `previewing` the result: `avatar.save` → `saving` through the session (`session.update`
 *   with `image`, so the header shows it at once) → `idle`; `avatar.cancel` drops it; another
 *   file can be chosen instead.
 */

/** A picture ready to send: what src/lib/resize-image.ts makes of a file. */
export interface PreparedPicture {
  base64: string;
  /** Its content type, to show the preview before it is sent. */
  type: string;
}

export interface AvatarContext {
  file: Blob | null;
  picture: PreparedPicture | null;
  error: FailureCode | null;
  saved: boolean;
}

export type AvatarEvent =
  | { type: "avatar.choose"; file: Blob }
  | { type: "avatar.save" }
  | { type: "avatar.cancel" };

const mustBeProvided = (name: string) => () => {
  throw new Error(`avatar: the "${name}" implementation must be provided`);
};

export const avatarMachine = setup({
  types: {
    context: {} as AvatarContext,
    events: {} as AvatarEvent,
    tags: {} as "busy",
  },
  actors: {
    prepare: fromPromise<PreparedPicture, Blob>(mustBeProvided("prepare")),
    save: fromPromise<Profile, ProfileUpdate>(mustBeProvided("save")),
  },
  actions: {
    choose: assign({
      file: ({ event }) => (event.type === "avatar.choose" ? event.file : null),
      picture: null,
      error: null,
      saved: false,
    }),
  },
}).createMachine({
  id: "avatar",
  context: { file: null, picture: null, error: null, saved: false },
  initial: "idle",
  states: {
    idle: {
      on: { "avatar.choose": { target: "preparing", actions: "choose" } },
    },
    preparing: {
      tags: ["busy"],
      invoke: {
        id: "prepare",
        src: "prepare",
        input: ({ context }) => context.file as Blob,
        onDone: {
          target: "previewing",
          actions: assign({ picture: ({ event }) => event.output, file: null }),
        },
        onError: {
          target: "idle",
          actions: assign({ error: ({ event }) => failureCode(event.error), file: null }),
        },
      },
    },
    previewing: {
      on: {
        "avatar.save": { target: "saving", actions: assign({ error: null }) },
        "avatar.cancel": { target: "idle", actions: assign({ picture: null, error: null }) },
        "avatar.choose": { target: "preparing", actions: "choose" },
      },
    },
    saving: {
      tags: ["busy"],
      invoke: {
        id: "save",
        src: "save",
        input: ({ context }) => ({ image: context.picture?.base64 ?? "" }),
        onDone: { target: "idle", actions: assign({ picture: null, saved: true }) },
        onError: {
          target: "previewing",
          actions: assign({ error: ({ event }) => failureCode(event.error) }),
        },
      },
    },
  },
});
