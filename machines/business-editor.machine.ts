import { assign, fromPromise, setup } from "xstate";
import type { MyBusiness, MyBusinessUpdate } from "../sdk";
import {
  type BusinessDraft,
  changesVerifiedFacts,
  draftOf,
  fieldOfCode,
  updateOf,
} from "./business-draft";
import type { FieldErrors } from "./field-check";
import { type FailureCode, failureCode } from "./request-failure";

/**
 * The owner's editor of their business. Read top to bottom:
 * - `loading` the business as its owner edits it → `ready`, or `locked` when it is blocked
 *   (nothing can be changed; the view shows why), or `failed` with a retry.
 * - `ready`: the form. Changes go to the draft (`business.change`); a chosen logo is prepared
 *   (cropped square, at most 512 px) and uploaded (`uploadingLogo`), and its id put in the
 *   draft, saved with the rest. Fields can still be changed meanwhile.
 * - `business.save` sends only what differs from the business as stored (business-draft.ts):
 *   the form is `ready.dirty` while something does, `ready.pristine` when nothing does (and
 *   there is nothing to save). It is checked first with the contract's rules (`checking`); a
 *   refusal returns to `ready` with each field's code.
 * - Changing the name, taxpayer number or activity of an accepted business asks first
 *   (`confirming`): it goes back to verification and its offerings leave search meanwhile.
 * - `saving` → `ready` with the business as the server answered it; a refused save shows the
 *   server's code beside its field, or as the form's error.
 */

export interface BusinessEditorContext {
  business: MyBusiness | null;
  draft: BusinessDraft | null;
  /** Each field's code, keyed by the field (`names.en`, `hours.3`, `links.website`, `phone`). */
  errors: FieldErrors;
  /** A failure that is no field's: loading, uploading, or the save as a whole. */
  error: FailureCode | null;
  /** The last save went through, and nothing has changed since. */
  saved: boolean;
  /** The picture being uploaded as the logo. */
  logoFile: Blob | null;
}

export type BusinessEditorEvent =
  | { type: "business.change"; changes: Partial<BusinessDraft> }
  | { type: "business.logo"; file: Blob }
  | { type: "business.save" }
  | { type: "business.confirm" }
  | { type: "business.cancel" }
  | { type: "business.reset" }
  | { type: "business.retry" };

const mustBeProvided = (name: string) => () => {
  throw new Error(`businessEditor: the "${name}" implementation must be provided`);
};

const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;

/** The errors without those of a field (a name's `names.en` goes with `names`). */
function withoutField(errors: FieldErrors, ...fields: string[]): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).filter(
      ([key]) => !fields.some((field) => key === field || key.startsWith(`${field}.`)),
    ),
  );
}

/** A refusal: beside its field when it belongs to one, else the form's own. */
function refusalOf(
  error: unknown,
  errors: FieldErrors,
): Pick<BusinessEditorContext, "errors" | "error"> {
  const code = failureCode(error);
  if (code === "network_error") return { errors, error: code };
  const field = fieldOfCode(code);
  return field ? { errors: { ...errors, [field]: code }, error: null } : { errors, error: code };
}

export const businessEditorMachine = setup({
  types: {
    context: {} as BusinessEditorContext,
    events: {} as BusinessEditorEvent,
    tags: {} as "busy",
  },
  actors: {
    load: fromPromise<MyBusiness, void>(mustBeProvided("load")),
    check: fromPromise<FieldErrors, BusinessDraft>(mustBeProvided("check")),
    save: fromPromise<MyBusiness, MyBusinessUpdate>(mustBeProvided("save")),
    /** Prepares a chosen picture (square, at most 512 px) and uploads it: the image's id. */
    uploadLogo: fromPromise<string, Blob>(mustBeProvided("uploadLogo")),
  },
  guards: {
    isBlocked: ({ context }) => context.business?.status === "blocked",
    hasChanges: ({ context }) =>
      context.business !== null &&
      context.draft !== null &&
      Object.keys(updateOf(context.business, context.draft)).length > 0,
    sendsBackToVerification: ({ context }) =>
      context.business?.status === "accepted" &&
      context.draft !== null &&
      changesVerifiedFacts(updateOf(context.business, context.draft)),
  },
  actions: {
    // The business as saved: the app reloads the profile, whose `business_status` may move.
    businessSaved: () => {},
    change: assign(({ context, event }) => {
      if (event.type !== "business.change" || !context.draft) return {};
      // A field's error goes once it is changed.
      const errors = withoutField(context.errors, ...Object.keys(event.changes));
      return { draft: { ...context.draft, ...event.changes }, errors, saved: false };
    }),
    adopt: assign((_, business: MyBusiness) => ({
      business,
      draft: draftOf(business),
      errors: {},
      error: null,
    })),
  },
}).createMachine({
  id: "businessEditor",
  context: { business: null, draft: null, errors: {}, error: null, saved: false, logoFile: null },
  initial: "loading",
  states: {
    loading: {
      tags: ["busy"],
      invoke: {
        id: "load",
        src: "load",
        onDone: {
          target: "loaded",
          actions: { type: "adopt", params: ({ event }) => event.output },
        },
        onError: {
          target: "failed",
          actions: assign({ error: ({ event }) => failureCode(event.error) }),
        },
      },
    },
    failed: {
      on: { "business.retry": { target: "loading", actions: assign({ error: null }) } },
    },
    loaded: {
      always: [{ guard: "isBlocked", target: "locked" }, { target: "ready" }],
    },
    locked: {},
    // `dirty` while the draft differs from the business as stored: only then is there
    // anything to save.
    ready: {
      initial: "settling",
      on: {
        "business.change": { target: ".settling", actions: "change" },
        "business.logo": {
          target: "uploadingLogo",
          actions: assign({ logoFile: ({ event }) => event.file, error: null }),
        },
      },
      states: {
        settling: {
          always: [{ guard: "hasChanges", target: "dirty" }, { target: "pristine" }],
        },
        pristine: {},
        dirty: {
          on: {
            "business.save": {
              target: "#businessEditor.checking",
              actions: assign({ error: null, saved: false }),
            },
            "business.reset": {
              target: "settling",
              actions: { type: "adopt", params: ({ context }) => context.business as MyBusiness },
            },
          },
        },
      },
    },
    uploadingLogo: {
      tags: ["busy"],
      on: { "business.change": { actions: "change" } },
      invoke: {
        id: "uploadLogo",
        src: "uploadLogo",
        input: ({ context }) => context.logoFile as Blob,
        onDone: {
          target: "ready",
          actions: assign(({ context, event }) => ({
            draft: context.draft && { ...context.draft, logo: event.output },
            errors: withoutField(context.errors, "logo"),
            logoFile: null,
            saved: false,
          })),
        },
        onError: {
          target: "ready",
          actions: assign(({ context, event }) => ({
            ...refusalOf(event.error, withoutField(context.errors, "logo")),
            logoFile: null,
          })),
        },
      },
    },
    checking: {
      tags: ["busy"],
      invoke: {
        id: "check",
        src: "check",
        input: ({ context }) => context.draft as BusinessDraft,
        onDone: [
          {
            guard: ({ event }) => hasErrors(event.output),
            target: "ready",
            actions: assign({ errors: ({ event }) => event.output }),
          },
          {
            guard: "sendsBackToVerification",
            target: "confirming",
            actions: assign({ errors: {} }),
          },
          { target: "saving", actions: assign({ errors: {} }) },
        ],
        onError: {
          target: "ready",
          actions: assign({ error: ({ event }) => failureCode(event.error) }),
        },
      },
    },
    confirming: {
      on: {
        "business.confirm": { target: "saving" },
        "business.cancel": { target: "ready" },
      },
    },
    saving: {
      tags: ["busy"],
      invoke: {
        id: "save",
        src: "save",
        input: ({ context }) =>
          updateOf(context.business as MyBusiness, context.draft as BusinessDraft),
        onDone: {
          target: "loaded",
          actions: [
            { type: "adopt", params: ({ event }) => event.output },
            assign({ saved: true }),
            "businessSaved",
          ],
        },
        onError: {
          target: "ready",
          actions: assign(({ event }) => refusalOf(event.error, {})),
        },
      },
    },
  },
});
