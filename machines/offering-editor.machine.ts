import { and, assign, not } from "xstate";
import { clearFields, emptyDraft, withImageMoved } from "./offering-draft";
import { imageStates } from "./offering-editor.image-states";
import { bodyOf, editorSetup, refusal, saved } from "./offering-editor.setup";
import { failureCode } from "./request-failure";

export type { EditorContext, EditorEvent, EditorInput } from "./offering-editor.setup";

/**
 * One offering in its owner's editor, new (`id` null) or saved. Read top to bottom:
 * - `loading` the offering (when saved) and the categories of its kind → `ready`, or
 *   `loadFailed` with a retry.
 * - `ready` runs two regions side by side. `images`: chosen files are prepared and uploaded
 *   one at a time (`uploading`), each appended to the draft as it arrives, MAX_IMAGES at most.
 *   `form`: `editing` the draft. Saving is `checking` it against the contract (the code the
 *   server would answer, beside each field), then `saving` it; a new offering's first save
 *   tells the page its id (`created`). A saved offering with no unsaved change can be
 *   published (its business accepted), unpublished or archived (`changingStatus`), and
 *   deleted after `confirmingDelete`.
 * - `deleted`: it is gone; the page goes back to the list.
 * Its flash sales are the flash-sales machine's; a change there arrives as
 * `editor.offeringChanged`.
 */

export const offeringEditorMachine = editorSetup.createMachine({
  id: "offeringEditor",
  context: ({ input }) => ({
    ...input,
    offering: null,
    categories: [],
    draft: emptyDraft(input.currency),
    fieldErrors: {},
    error: null,
    queue: [],
    imageError: null,
    nextStatus: null,
  }),
  initial: "loading",
  states: {
    loading: {
      tags: ["busy"],
      invoke: {
        id: "load",
        src: "load",
        input: ({ context }) => ({ id: context.id, kind: context.kind }),
        onDone: {
          target: "ready",
          actions: assign(({ context, event }) => ({
            categories: event.output.categories,
            error: null,
            ...(event.output.offering ? saved(event.output.offering) : { draft: context.draft }),
          })),
        },
        onError: {
          target: "loadFailed",
          actions: assign({ error: ({ event }) => failureCode(event.error) }),
        },
      },
    },
    loadFailed: { on: { "editor.retry": { target: "loading" } } },
    ready: {
      type: "parallel",
      on: {
        // A sale added or removed: the offering changed, the draft did not.
        "editor.offeringChanged": { actions: assign({ offering: ({ event }) => event.offering }) },
      },
      states: {
        images: imageStates,
        form: {
          initial: "editing",
          states: {
            editing: {
              on: {
                "editor.edit": {
                  actions: assign(({ context, event }) => ({
                    draft: { ...context.draft, ...event.change },
                    fieldErrors: clearFields(context.fieldErrors, Object.keys(event.change)),
                  })),
                },
                "editor.moveImage": {
                  actions: assign(({ context, event }) => ({
                    draft: withImageMoved(context.draft, event.id, event.by),
                  })),
                },
                "editor.removeImage": {
                  actions: assign(({ context, event }) => ({
                    draft: {
                      ...context.draft,
                      images: context.draft.images.filter((id) => id !== event.id),
                    },
                    fieldErrors: clearFields(context.fieldErrors, ["images"]),
                    imageError: null,
                  })),
                },
                "editor.save": {
                  guard: and([not("hasQueue"), "isChanged"]),
                  target: "checking",
                  actions: assign({ fieldErrors: {}, error: null }),
                },
                "editor.setStatus": {
                  guard: {
                    type: "mayTakeStatus",
                    params: ({ event }) => ({ status: event.status }),
                  },
                  target: "changingStatus",
                  actions: assign(({ context, event }) => ({
                    nextStatus: event.status,
                    error: null,
                    fieldErrors: clearFields(context.fieldErrors, ["status"]),
                  })),
                },
                "editor.delete": {
                  guard: "isSaved",
                  target: "confirmingDelete",
                  actions: assign(({ context }) => ({
                    error: null,
                    fieldErrors: clearFields(context.fieldErrors, ["status"]),
                  })),
                },
              },
            },
            checking: {
              tags: ["busy"],
              invoke: {
                id: "checkDraft",
                src: "checkDraft",
                input: ({ context }) => ({ body: bodyOf(context) }),
                onDone: [
                  {
                    guard: {
                      type: "hasNoErrors",
                      params: ({ event }) => ({ errors: event.output }),
                    },
                    target: "saving",
                  },
                  {
                    target: "editing",
                    actions: assign({ fieldErrors: ({ event }) => event.output }),
                  },
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
                id: "save",
                src: "save",
                input: ({ context }) => ({
                  id: context.offering?.id ?? null,
                  body: bodyOf(context),
                }),
                onDone: [
                  {
                    guard: "isNew",
                    target: "editing",
                    actions: [
                      assign(({ event }) => saved(event.output)),
                      { type: "created", params: ({ event }) => ({ id: event.output.id }) },
                    ],
                  },
                  { target: "editing", actions: assign(({ event }) => saved(event.output)) },
                ],
                onError: {
                  target: "editing",
                  actions: assign(({ event }) => refusal(event.error)),
                },
              },
            },
            changingStatus: {
              tags: ["busy"],
              invoke: {
                id: "changeStatus",
                src: "changeStatus",
                input: ({ context }) => ({
                  id: context.offering?.id ?? "",
                  status: context.nextStatus ?? "draft",
                }),
                onDone: { target: "editing", actions: assign(({ event }) => saved(event.output)) },
                onError: {
                  target: "editing",
                  actions: assign(({ event }) => refusal(event.error)),
                },
              },
            },
            confirmingDelete: {
              on: {
                "editor.deleteConfirm": { target: "deleting" },
                "editor.deleteCancel": { target: "editing" },
              },
            },
            deleting: {
              tags: ["busy"],
              invoke: {
                id: "remove",
                src: "remove",
                input: ({ context }) => ({ id: context.offering?.id ?? "" }),
                onDone: { target: "#offeringEditor.deleted" },
                onError: {
                  target: "editing",
                  actions: assign(({ event }) => refusal(event.error)),
                },
              },
            },
          },
        },
      },
    },
    deleted: { type: "final", entry: "deleted" },
  },
});
