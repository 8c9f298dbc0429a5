import { enqueueActions, setup } from "xstate";
import type { Notification } from "../sdk";

/**
 * The toast stack (SPEC.md sections 3, 8 and 9). A toast has a title, a description, a tone,
 * an icon, a timeout and actions; it closes by itself after its timeout (5000 ms unless said
 * otherwise) or when dismissed. `toast.httpError` carries the rules for failed requests:
 * - 500 and above: title "Error", the message plus the last API path segment without its
 *   query string, 10 000 ms, actions Reload (reload the page), Close and Copy (copy the
 *   response body);
 * - 400 or 403: red, 5000 ms, the title is the locale's `error` entry and the description the
 *   translation of the response's `detail` code;
 * - anything else is no toast: the caller gets the rejection as it is.
 * Texts are message ids the view translates (with values: ICU arguments, where `{ text }` is
 * someone's text the view isolates for direction), literal text, or a part of a notification,
 * which the view renders in the language on screen (machines/notification-text.ts).
 */

export const DEFAULT_TIMEOUT_MS = 5000;
export const SERVER_ERROR_TIMEOUT_MS = 10_000;

/**
 * An ICU argument: a number, a word a `select` chooses by, someone's text, a moment (shown
 * `dd.mm.yyyy`, SPEC.md section 9), an amount in a currency's units, or an error's sentence
 * (`errors.<code>`). The view formats each in the language on screen.
 */
export type MessageValue =
  | string
  | number
  | { text: string }
  | { date: string }
  | { money: number; currency: string }
  | { error: string };
export type ToastText =
  | { id: string; suffix?: string; values?: Record<string, MessageValue> }
  | { text: string }
  | { notification: Pick<Notification, "type" | "params">; part: "title" | "body" };
export type ToastActionKind = "reload" | "close" | "copy";
export type ToastTone = "info" | "success" | "danger";

export interface Toast {
  id: string;
  title: ToastText;
  description?: ToastText;
  tone: ToastTone;
  icon?: string;
  timeout: number;
  actions: ToastActionKind[];
  /** What Copy copies: the failed response's body. */
  copyText?: string;
}

export type NewToast = Omit<Toast, "id" | "timeout" | "actions"> &
  Partial<Pick<Toast, "timeout" | "actions">>;

export interface HttpFailure {
  status: number;
  detail: string | null;
  path: string;
  body: string;
}

export type ToastsEvent =
  | { type: "toast.show"; toast: NewToast }
  | { type: "toast.httpError"; failure: HttpFailure }
  | { type: "toast.dismiss"; id: string }
  | { type: "toast.act"; id: string; action: ToastActionKind };

export interface ToastsContext {
  toasts: Toast[];
  counter: number;
}

/** `/api/v1/profile/info/?lang=ru` → `info`: the part of the path a person can quote. */
export function lastPathSegment(path: string): string {
  const withoutQuery = path.split("?")[0] ?? "";
  const segments = withoutQuery.split("/").filter(Boolean);
  return segments[segments.length - 1] ?? "";
}

/** The toast SPEC.md section 8 asks for, or null when the status is left to the caller. */
export function toastForFailure(failure: HttpFailure): NewToast | null {
  const detail =
    failure.detail ?? (failure.status >= 500 ? "something_went_wrong" : "validation_error");
  if (failure.status >= 500) {
    return {
      tone: "danger",
      icon: "alert",
      title: { id: "error" },
      description: { id: `errors.${detail}`, suffix: lastPathSegment(failure.path) },
      timeout: SERVER_ERROR_TIMEOUT_MS,
      actions: ["reload", "close", "copy"],
      copyText: failure.body,
    };
  }
  if (failure.status === 400 || failure.status === 403) {
    return {
      tone: "danger",
      icon: "alert",
      title: { id: "error" },
      description: { id: `errors.${detail}` },
    };
  }
  return null;
}

const expiryOf = (id: string) => `expire:${id}`;

const toastsSetup = setup({
  types: {
    context: {} as ToastsContext,
    events: {} as ToastsEvent,
  },
  actions: {
    reloadPage: () => {},
    copyText: (_, _params: { text: string }) => {},
  },
  guards: {
    isToastWorthy: (_, params: { failure: HttpFailure }) =>
      toastForFailure(params.failure) !== null,
  },
});

/** Adds the event's toast and schedules its own dismissal after its timeout. */
const show = toastsSetup.createAction(
  enqueueActions(({ context, event, enqueue }) => {
    const requested =
      event.type === "toast.show"
        ? event.toast
        : event.type === "toast.httpError"
          ? toastForFailure(event.failure)
          : null;
    if (!requested) return;
    const toast: Toast = {
      timeout: DEFAULT_TIMEOUT_MS,
      actions: [],
      ...requested,
      id: `toast-${context.counter + 1}`,
    };
    enqueue.assign({ toasts: [...context.toasts, toast], counter: context.counter + 1 });
    enqueue.raise(
      { type: "toast.dismiss", id: toast.id },
      { id: expiryOf(toast.id), delay: toast.timeout },
    );
  }),
);

const dismiss = toastsSetup.createAction(
  enqueueActions(({ context, event, enqueue }) => {
    if (event.type !== "toast.dismiss" && event.type !== "toast.act") return;
    enqueue.cancel(expiryOf(event.id));
    enqueue.assign({ toasts: context.toasts.filter((t) => t.id !== event.id) });
  }),
);

export const toastsMachine = toastsSetup.createMachine({
  id: "toasts",
  context: { toasts: [], counter: 0 },
  initial: "active",
  states: {
    active: {
      on: {
        "toast.show": { actions: show },
        "toast.httpError": {
          guard: { type: "isToastWorthy", params: ({ event }) => ({ failure: event.failure }) },
          actions: show,
        },
        "toast.dismiss": { actions: dismiss },
        "toast.act": [
          { guard: ({ event }) => event.action === "reload", actions: "reloadPage" },
          {
            guard: ({ event }) => event.action === "copy",
            actions: {
              type: "copyText",
              params: ({ context, event }) => ({
                text: context.toasts.find((t) => t.id === event.id)?.copyText ?? "",
              }),
            },
          },
          // Close closes the toast: a page cannot close a window the person opened.
          { actions: dismiss },
        ],
      },
    },
  },
});
