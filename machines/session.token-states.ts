import { assign } from "xstate";
import { sessionSetup } from "./session.setup";

/**
 * `signedIn.token`: the fetch adapter reports a rejected access token with
 * `session.unauthorized`. A `?token=` in the page URL is adopted first; otherwise one refresh
 * runs. However many requests report together, the region is in `refreshing` once, so exactly
 * one refresh call is made; the requests wait for it and retry once. A retry that is refused
 * again reports `session.rejected`. The live socket reports an expired token the same way
 * (`socket.tokenExpired`). A refresh refused or answered without both tokens ends the session
 * (`#session.expired`); one that could not reach the server keeps it: nothing was refused.
 */
export const tokenStates = sessionSetup.createStateConfig({
  initial: "valid",
  on: { "session.rejected": { target: "#session.expired" } },
  states: {
    valid: {
      on: {
        "session.unauthorized": [
          { guard: "urlHasToken", target: "adoptingUrlToken" },
          { target: "refreshing" },
        ],
        "socket.tokenExpired": { target: "refreshing" },
      },
    },
    adoptingUrlToken: {
      tags: ["settlingToken"],
      invoke: {
        id: "takeUrlToken",
        src: "takeUrlToken",
        onDone: {
          target: "valid",
          actions: [
            assign({
              tokens: ({ context, event }) => ({
                access: event.output,
                refresh: context.tokens?.refresh ?? "",
              }),
            }),
            "handOverTokens",
          ],
        },
        onError: { target: "refreshing" },
      },
    },
    refreshing: {
      tags: ["settlingToken"],
      invoke: {
        id: "refreshTokens",
        src: "refreshTokens",
        input: ({ context }) => ({ refresh: context.tokens?.refresh ?? "" }),
        onDone: [
          {
            guard: { type: "hasBothTokens", params: ({ event }) => ({ tokens: event.output }) },
            target: "valid",
            actions: [assign({ tokens: ({ event }) => event.output }), "handOverTokens"],
          },
          { target: "#session.expired" },
        ],
        onError: [
          // Unreachable is not refused: the session stays, the next request retries.
          {
            guard: { type: "isNetworkFailure", params: ({ event }) => ({ error: event.error }) },
            target: "valid",
          },
          { target: "#session.expired" },
        ],
      },
    },
  },
});
