import { assign, enqueueActions, raise } from "xstate";
import { failureCode } from "./request-failure";
import { differingChoices } from "./session.choices";
import { keepChoice, sessionSetup } from "./session.setup";

/**
 * `signedIn.user`: the user is loaded once; afterwards the live socket runs for the user id
 * (`loaded` invokes it, so leaving the session stops it), updates go through `updating`, and
 * log-out asks for confirmation first. Choices made before the profile was loaded that differ
 * from it are saved first (`savingChoices`), so the profile's preferences, applied after, are
 * the ones chosen on this visit (SPEC.md section 4: the profile's language applies after load).
 */
export const userStates = sessionSetup.createStateConfig({
  initial: "loading",
  states: {
    loading: {
      tags: ["loading"],
      on: { "session.choose": keepChoice },
      invoke: {
        id: "loadUser",
        src: "loadUser",
        onDone: {
          target: "arrived",
          actions: assign({ arrived: ({ event }) => event.output, error: null }),
        },
        onError: {
          target: "failed",
          actions: assign({ error: ({ event }) => failureCode(event.error) }),
        },
      },
    },
    failed: {
      on: { "session.retryUser": { target: "loading" }, "session.choose": keepChoice },
    },
    // The profile has arrived (loaded, or answered by saving the visit's choices). The
    // choices the person made on this visit that differ from it are saved first, so the
    // preferences applied are the ones chosen; else it is adopted and its own apply.
    arrived: {
      always: [
        {
          guard: {
            type: "choiceDiffers",
            params: ({ context }) => ({ changes: context.chosen, user: context.arrived }),
          },
          target: "savingChoices",
          actions: [
            assign({
              update: ({ context }) => differingChoices(context.chosen, context.arrived),
              chosen: null,
            }),
            "keepChoices",
          ],
        },
        {
          target: "loaded",
          actions: enqueueActions(({ context, enqueue }) => {
            const user = context.arrived;
            enqueue.assign({ user, arrived: null, update: null, chosen: null });
            enqueue("keepChoices");
            enqueue("applyUser");
          }),
        },
      ],
    },
    // The user stays unknown meanwhile, so pages wait rather than flash the old language; a
    // choice made meanwhile is saved next. A refused save loads the profile as it is, whose
    // own preferences then apply (a 5xx or lost connection shows its toast).
    savingChoices: {
      tags: ["loading"],
      on: { "session.choose": keepChoice },
      invoke: {
        id: "saveChoices",
        src: "updateProfile",
        input: ({ context }) => context.update ?? {},
        onDone: { target: "arrived", actions: assign({ arrived: ({ event }) => event.output }) },
        onError: {
          target: "loading",
          actions: assign({ update: null, chosen: null, arrived: null }),
        },
      },
    },
    loaded: {
      invoke: {
        id: "socket",
        src: "socket",
        input: ({ context }) => ({
          userId: context.user?.id ?? "",
          token: context.tokens?.access ?? "",
        }),
      },
      initial: "ready",
      on: {
        // Signed in, a choice is a profile change (when it changes anything).
        "session.choose": {
          guard: {
            type: "choiceDiffers",
            params: ({ context, event }) => ({ changes: event.changes, user: context.user }),
          },
          actions: raise(({ context, event }) => ({
            type: "session.update" as const,
            changes: differingChoices(event.changes, context.user) ?? {},
          })),
        },
      },
      states: {
        ready: {
          on: {
            "session.logout": { target: "confirmingLogout" },
            "session.update": {
              target: "updating",
              actions: assign({ update: ({ event }) => event.changes }),
            },
            "session.reloadUser": { target: "reloading" },
            "session.userChanged": {
              actions: [assign({ user: ({ event }) => event.user }), "applyUser"],
            },
          },
        },
        // Changes asked for while saving are not lost: they are merged and saved next.
        updating: {
          tags: ["loading"],
          entry: assign({ error: null }),
          on: {
            "session.update": {
              actions: assign({
                queuedUpdate: ({ context, event }) => ({
                  ...context.queuedUpdate,
                  ...event.changes,
                }),
              }),
            },
          },
          invoke: {
            id: "updateProfile",
            src: "updateProfile",
            input: ({ context }) => context.update ?? {},
            onDone: [
              {
                guard: ({ context }) => context.queuedUpdate !== null,
                target: "updating",
                reenter: true,
                actions: [
                  assign({
                    user: ({ event }) => event.output,
                    update: ({ context }) => context.queuedUpdate,
                    queuedUpdate: null,
                  }),
                  "applyUser",
                ],
              },
              {
                target: "ready",
                actions: [assign({ user: ({ event }) => event.output, update: null }), "applyUser"],
              },
            ],
            onError: {
              target: "ready",
              actions: assign({
                error: ({ event }) => failureCode(event.error),
                update: null,
                queuedUpdate: null,
              }),
            },
          },
        },
        // Fresh data for a page that asks for it, keeping the known user on screen.
        reloading: {
          tags: ["loading"],
          on: {
            // The menu shows the known user meanwhile, so its log-out must answer: a click
            // here was dropped (found on a slow machine, where /profile's reload takes a
            // while). The reload is abandoned; the user on screen stays.
            "session.logout": { target: "confirmingLogout" },
            // The update answers the whole profile: it supersedes the reload.
            "session.update": {
              target: "updating",
              actions: assign({ update: ({ event }) => event.changes }),
            },
          },
          invoke: {
            id: "reloadUser",
            src: "loadUser",
            onDone: {
              target: "ready",
              actions: assign({ user: ({ event }) => event.output, error: null }),
            },
            onError: {
              target: "ready",
              actions: assign({ error: ({ event }) => failureCode(event.error) }),
            },
          },
        },
        confirmingLogout: {
          on: {
            "session.logoutConfirm": { target: "#session.signingOut" },
            "session.logoutCancel": { target: "ready" },
          },
        },
      },
    },
  },
});
