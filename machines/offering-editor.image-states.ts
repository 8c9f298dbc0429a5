import { assign } from "xstate";
import { clearFields, MAX_IMAGES } from "./offering-draft";
import { editorSetup } from "./offering-editor.setup";
import { failureCode } from "./request-failure";

/**
 * `ready.images`: files the owner chose wait in `queue` and are prepared and uploaded one at a
 * time, each appended to the draft as it arrives; what would pass MAX_IMAGES is left out with
 * `too_many_images`, and a failed upload drops the rest of the queue with its code.
 */
export const imageStates = editorSetup.createStateConfig({
  initial: "idle",
  on: {
    "editor.addImages": {
      actions: assign(({ context, event }) => {
        const room = MAX_IMAGES - context.draft.images.length - context.queue.length;
        return {
          queue: [...context.queue, ...event.files.slice(0, Math.max(0, room))],
          imageError: event.files.length > room ? "too_many_images" : null,
        };
      }),
    },
  },
  states: {
    idle: { always: { guard: "hasQueue", target: "uploading" } },
    uploading: {
      tags: ["busy"],
      invoke: {
        id: "upload",
        src: "upload",
        input: ({ context }) => ({ file: context.queue[0] as Blob }),
        onDone: {
          target: "idle",
          actions: assign(({ context, event }) => ({
            draft: { ...context.draft, images: [...context.draft.images, event.output] },
            queue: context.queue.slice(1),
            fieldErrors: clearFields(context.fieldErrors, ["images"]),
          })),
        },
        onError: {
          target: "idle",
          actions: assign({
            queue: [],
            imageError: ({ event }) => failureCode(event.error),
          }),
        },
      },
    },
  },
});
