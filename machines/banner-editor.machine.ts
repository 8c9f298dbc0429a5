import { assign, fromPromise, setup } from "xstate";
import type { BannerDetail, Lang } from "../sdk";
import {
  type BannerForm,
  type BannerPlainField,
  type BannerTextField,
  bannerFormOf,
  emptyBannerForm,
} from "./banner-draft";
import type { FieldErrors } from "./field-check";
import { FieldFailure } from "./field-failure";
import { type FailureCode, failureCode } from "./request-failure";

/**
 * A banner's editor: the administration's (`/admin/banner/new`, `/admin/banner/new/{id}`) and
 * a business's request (`/my-banners`). Read top to bottom:
 * - `loading` an existing banner (admin, with an id) → `editing`; a failure → `failed` (retry);
 * - `editing`: fields change; `banner.image` uploads a chosen picture (`uploading`, its own
 *   refusal beside the picture); `banner.submit` → `checking` with the contract's rules
 *   (the link's pattern included) → `saving`, or back with each field's code;
 * - `saving` → `saved` with the banner as the server answers (the page's `saved` effect:
 *   the administration goes back to the list, a business sees its request listed); a refusal
 *   returns to `editing` beside its field or for the whole form;
 * - `banner.delete` (an existing banner) → `deleting` → the page's `deleted` effect;
 * - `banner.again` from `saved` starts a new request.
 */

export type BannerEditorMode = "admin" | "business";

export interface BannerEditorInput {
  mode: BannerEditorMode;
  id: string | null;
}

export interface BannerEditorContext extends BannerEditorInput {
  form: BannerForm;
  /** The banner as stored, when editing one (its status and counts are shown). */
  banner: BannerDetail | null;
  errors: FieldErrors;
  error: FailureCode | null;
  imageError: FailureCode | null;
  file: Blob | null;
}

export type BannerEditorEvent =
  | { type: "banner.change"; field: BannerPlainField; value: string }
  | { type: "banner.text"; field: BannerTextField; lang: Lang; value: string }
  | { type: "banner.image"; file: Blob }
  | { type: "banner.icon"; icon: string | null }
  | { type: "banner.submit" }
  | { type: "banner.delete" }
  | { type: "banner.retry" }
  | { type: "banner.again" };

export interface BannerSave {
  mode: BannerEditorMode;
  id: string | null;
  form: BannerForm;
}

const mustBeProvided = (name: string) => () => {
  throw new Error(`bannerEditor: the "${name}" implementation must be provided`);
};

/** Which contract field a form field's code is shown beside. */
const CONTRACT_FIELD: Record<BannerPlainField, string> = {
  link: "link",
  placement: "placement",
  startsOn: "starts_at",
  endsOn: "ends_at",
  position: "position",
};

export const bannerEditorMachine = setup({
  types: {
    context: {} as BannerEditorContext,
    events: {} as BannerEditorEvent,
    input: {} as BannerEditorInput,
    tags: {} as "busy",
  },
  actors: {
    load: fromPromise<BannerDetail, { id: string }>(mustBeProvided("load")),
    upload: fromPromise<string, { file: Blob }>(mustBeProvided("upload")),
    check: fromPromise<FieldErrors, BannerSave>(mustBeProvided("check")),
    save: fromPromise<BannerDetail, BannerSave>(mustBeProvided("save")),
    remove: fromPromise<void, { id: string }>(mustBeProvided("remove")),
  },
  actions: {
    saved: (_, _banner: BannerDetail) => {},
    deleted: () => {},
  },
  guards: {
    hasId: ({ context }) => context.id !== null,
    refused: (_, errors: FieldErrors) => Object.values(errors).some(Boolean),
  },
}).createMachine({
  id: "bannerEditor",
  context: ({ input }) => ({
    ...input,
    form: emptyBannerForm(),
    banner: null,
    errors: {},
    error: null,
    imageError: null,
    file: null,
  }),
  initial: "start",
  states: {
    start: { always: [{ guard: "hasId", target: "loading" }, { target: "editing" }] },
    loading: {
      tags: ["busy"],
      invoke: {
        src: "load",
        input: ({ context }) => ({ id: context.id as string }),
        onDone: {
          target: "editing",
          actions: assign({
            banner: ({ event }) => event.output,
            form: ({ event }) => bannerFormOf(event.output),
          }),
        },
        onError: {
          target: "failed",
          actions: assign({ error: ({ event }) => failureCode(event.error) }),
        },
      },
    },
    failed: { on: { "banner.retry": { target: "loading", actions: assign({ error: null }) } } },
    editing: {
      on: {
        "banner.change": {
          actions: assign(({ context, event }) => ({
            form: { ...context.form, [event.field]: event.value },
            errors: { ...context.errors, [CONTRACT_FIELD[event.field]]: undefined },
            error: null,
          })),
        },
        "banner.text": {
          actions: assign(({ context, event }) => ({
            form: {
              ...context.form,
              [event.field]: { ...context.form[event.field], [event.lang]: event.value },
            },
            errors: { ...context.errors, [event.field]: undefined },
            error: null,
          })),
        },
        "banner.icon": {
          actions: assign(({ context, event }) => ({
            form: { ...context.form, icon: event.icon },
            errors: { ...context.errors, icon: undefined },
            error: null,
          })),
        },
        "banner.image": {
          target: "uploading",
          actions: assign({ file: ({ event }) => event.file, imageError: null }),
        },
        "banner.submit": { target: "checking", actions: assign({ error: null }) },
        "banner.delete": { guard: "hasId", target: "deleting", actions: assign({ error: null }) },
      },
    },
    uploading: {
      tags: ["busy"],
      invoke: {
        src: "upload",
        input: ({ context }) => ({ file: context.file as Blob }),
        onDone: {
          target: "editing",
          actions: assign(({ context, event }) => ({
            form: { ...context.form, image: event.output },
            errors: { ...context.errors, image: undefined },
            file: null,
          })),
        },
        onError: {
          target: "editing",
          actions: assign({ imageError: ({ event }) => failureCode(event.error), file: null }),
        },
      },
    },
    checking: {
      tags: ["busy"],
      invoke: {
        src: "check",
        input: ({ context }) => ({ mode: context.mode, id: context.id, form: context.form }),
        onDone: [
          {
            guard: { type: "refused", params: ({ event }) => event.output },
            target: "editing",
            actions: assign({ errors: ({ event }) => event.output }),
          },
          { target: "saving", actions: assign({ errors: {} }) },
        ],
        onError: {
          target: "editing",
          actions: assign({ error: ({ event }) => failureCode(event.error) }),
        },
      },
    },
    saving: {
      tags: ["busy"],
      invoke: {
        src: "save",
        input: ({ context }) => ({ mode: context.mode, id: context.id, form: context.form }),
        onDone: {
          target: "saved",
          actions: [
            assign({ banner: ({ event }) => event.output }),
            { type: "saved", params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: "editing",
          actions: assign(({ event }) =>
            event.error instanceof FieldFailure
              ? { errors: { [event.error.field]: event.error.code } }
              : { error: failureCode(event.error) },
          ),
        },
      },
    },
    saved: {
      on: {
        "banner.again": {
          target: "editing",
          actions: assign({ form: () => emptyBannerForm(), banner: null, errors: {} }),
        },
      },
    },
    deleting: {
      tags: ["busy"],
      invoke: {
        src: "remove",
        input: ({ context }) => ({ id: context.id as string }),
        onDone: { target: "deleted", actions: "deleted" },
        onError: {
          target: "editing",
          actions: assign({ error: ({ event }) => failureCode(event.error) }),
        },
      },
    },
    deleted: { type: "final" },
  },
});
