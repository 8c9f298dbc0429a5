import type { AnyStateMachine, EventObject, StateValue } from "xstate";
import { getShortestPaths } from "xstate/graph";
import { accountDeletionMachine } from "./account-deletion.machine";
import { avatarMachine } from "./avatar.machine";
import { buildUpdateMachine } from "./build-update.machine";
import { businessEditorMachine } from "./business-editor.machine";
import { cardBindingMachine } from "./card-binding.machine";
import { checkoutMachine } from "./checkout.machine";
import { colorModeMachine } from "./color-mode.machine";
import { contactChangeMachine } from "./contact-change.machine";
import { countdownMachine } from "./countdown.machine";
import { currencyMachine } from "./currency.machine";
import { favoriteMachine } from "./favorite.machine";
import { feedbackMachine } from "./feedback.machine";
import { loadingBarMachine } from "./loading-bar.machine";
import { localeMachine } from "./locale.machine";
import { notificationsMachine } from "./notifications.machine";
import { otpCodeMachine } from "./otp-code.machine";
import { passwordChangeMachine } from "./password-change.machine";
import { paymentCardsMachine } from "./payment-cards.machine";
import { profileNamesMachine } from "./profile-names.machine";
import { receiptDownloadMachine } from "./receipt-download.machine";
import { emptyDetails, registrationMachine } from "./registration.machine";
import { RequestFailure } from "./request-failure";
import { resourceMachine } from "./resource.machine";
import { searchMachine } from "./search.machine";
import { sessionMachine } from "./session.machine";
import { CLOSE_SESSION_ENDED, CLOSE_TOKEN_EXPIRED, socketMachine } from "./socket.machine";
import { subscriptionMachine } from "./subscription.machine";
import { toastsMachine } from "./toasts.machine";
import { unreadCountMachine } from "./unread-count.machine";

/**
 * `npm run machines:paths`: every machine's states and the shortest event path to each, so a
 * developer can see the flows without opening the visualizer. Invoked actors and delays do not
 * run here: their done, error and timer events are listed as events like any other.
 */

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });
const refused = new RequestFailure("token_invalid", 401);
const user = { id: "u1", lang: "ru" };
const pair = { access: "a", refresh: "r" };
const otpSent = { user_id: "u1", channel: "sms", destination: "998 90 *** ** 67", expires_in: 120 };
const boundCard = { id: "c1", first4: "8600", last4: "0012", is_default: true, expired: false };
const bindingStarted = { binding_id: "b1", phone: "+998 90 *** ** 12", expires_in: 120 };
const plan = { code: "p1", free: false, prices: { month: { amount: 4_900_000 } }, limits: null };
const runningOverview = {
  subscription: { id: "s1", status: "active", plan, period: "month" },
  free_plan_used: true,
};
const business = {
  status: "accepted",
  names: { ru: "Non" },
  descriptions: {},
  oked: { id: "k1" },
  tax_id: "301234567",
  phone: "998901000003",
  email: null,
  region: null,
  address: null,
  working_hours: [],
  links: [],
  logo: null,
};

type SampleEvent = EventObject & Record<string, unknown>;

interface Entry {
  machine: AnyStateMachine;
  input?: unknown;
  events?: SampleEvent[];
}

const entries: Record<string, Entry> = {
  session: {
    machine: sessionMachine.provide({ guards: { urlHasToken: () => false } }),
    input: { tokens: null },
    events: [
      { type: "session.login", username: "user@demo.uz", password: "demo12345" },
      done("signIn", pair),
      failed("signIn", refused),
      done("loadUser", user),
      failed("loadUser", refused),
      { type: "session.retryUser" },
      { type: "session.update", changes: { lang: "en" } },
      done("updateProfile", user),
      { type: "session.reloadUser" },
      done("reloadUser", user),
      { type: "session.logout" },
      { type: "session.logoutCancel" },
      { type: "session.logoutConfirm" },
      { type: "session.unauthorized" },
      done("refreshTokens", pair),
      failed("refreshTokens", refused),
      { type: "session.rejected" },
    ],
  },
  socket: {
    machine: socketMachine.provide({
      actions: { requestToken: () => {} },
      guards: { tokenUsable: ({ context }) => context.token !== "expired" },
    }),
    input: { userId: "u1", token: "expired" },
    events: [
      { type: "socket.token", token: "fresh" },
      { type: "socket.opened" },
      { type: "socket.closed" },
      { type: "socket.closed", code: CLOSE_TOKEN_EXPIRED },
      { type: "socket.closed", code: CLOSE_SESSION_ENDED },
      { type: "xstate.after.reconnect.socket.closed" },
    ],
  },
  colorMode: {
    machine: colorModeMachine,
    input: { preference: "system", systemDark: false },
    events: [
      { type: "colorMode.set", preference: "light" },
      { type: "colorMode.set", preference: "dark" },
      { type: "colorMode.set", preference: "system" },
    ],
  },
  buildUpdate: {
    machine: buildUpdateMachine,
    input: { buildId: "b1", lastReloads: {} },
    events: [
      { type: "buildUpdate.check" },
      done("fetchLatest", { id: "b2", path: "/", at: 20_000 }),
      done("fetchLatest", { id: "b1", path: "/", at: 20_000 }),
      { type: "buildUpdate.chunkFailed", path: "/", at: 20_000 },
    ],
  },
  loadingBar: { machine: loadingBarMachine },
  toasts: {
    machine: toastsMachine,
    events: [{ type: "toast.show", toast: { tone: "info", title: { text: "Salom" } } }],
  },
  locale: {
    machine: localeMachine,
    input: { locale: "ru" },
    events: [
      done("loadMessages", {}),
      failed("loadMessages", new Error("offline")),
      { type: "locale.retry" },
    ],
  },
  currency: {
    machine: currencyMachine,
    input: { code: "USD", lang: "ru" },
    events: [
      done("loadCurrencies", []),
      failed("loadCurrencies", refused),
      { type: "currency.retry" },
      { type: "currency.lang", lang: "uz" },
      { type: "currency.set", code: "UZS" },
    ],
  },
  resource: {
    machine: resourceMachine,
    events: [done("load", {}), failed("load", refused), { type: "resource.retry" }],
  },
  favorite: {
    machine: favoriteMachine.provide({ guards: { isSignedIn: () => true } }),
    input: { saved: false },
    events: [{ type: "favorite.toggle" }, done("save", undefined), failed("save", refused)],
  },
  feedback: {
    machine: feedbackMachine.provide({ guards: { isSignedIn: () => true } }),
    input: { target: { offering_id: "o1" }, mine: null },
    events: [
      { type: "feedback.rate", rating: 5, comment: "" },
      { type: "feedback.like" },
      done("create", { id: "f1", kind: "rating" }),
      done("like", { id: "f1", kind: "like" }),
      { type: "feedback.edit" },
      done("update", { id: "f1", kind: "rating" }),
      { type: "feedback.cancel" },
      { type: "feedback.remove" },
      { type: "feedback.removeConfirm" },
      done("remove", undefined),
    ],
  },
  search: {
    machine: searchMachine,
    input: { request: { list: "offerings", query: { q: "plov" } } },
    events: [
      done("search", { list: "offerings", page: {} }),
      failed("search", refused),
      { type: "search.retry" },
      { type: "search.request", request: { list: "offerings", query: { q: "somsa" } } },
    ],
  },
  unreadCount: {
    machine: unreadCountMachine,
    events: [
      done("fetchCount", 2),
      failed("fetchCount", new Error("offline")),
      { type: "unread.set", unread: 3 },
    ],
  },
  notifications: {
    machine: notificationsMachine,
    input: { pageSize: 20 },
    events: [
      done("load", { items: [], total: 1, unread: 1, page: 1, page_size: 20 }),
      failed("load", refused),
      { type: "notifications.retry" },
      { type: "notifications.page", page: 2 },
      { type: "notifications.read", id: "n1" },
      done("markRead", 0),
      { type: "notifications.readAll" },
      done("markAllRead", 0),
      { type: "notifications.remove", id: "n1" },
      done("remove", 0),
    ],
  },
  countdown: {
    machine: countdownMachine,
    input: { endsAt: 2000, now: 0 },
    events: [{ type: "countdown.tick", now: 2000 }],
  },
  otpCode: {
    machine: otpCodeMachine,
    input: { sent: otpSent, to: "998901234567" },
    events: [
      { type: "otp.submit", code: "123456" },
      done("checkCode", null),
      done("verify", pair),
      failed("verify", new RequestFailure("invalid_otp", 400)),
      done("countdown", undefined),
      { type: "otp.resend" },
      done("resend", otpSent),
    ],
  },
  registration: {
    machine: registrationMachine,
    input: { kind: "user" },
    events: [
      {
        type: "registration.submit",
        details: { ...emptyDetails, phone: "998901234567" },
        lang: "ru",
      },
      done("checkDetails", {}),
      done("checkDetails", { phone: "phone_required" }),
      done("register", otpSent),
      failed("register", new RequestFailure("user_already_exists", 400)),
      done("code", pair),
    ],
  },
  contactChange: {
    machine: contactChangeMachine,
    input: { kind: "email" },
    events: [
      { type: "contact.start" },
      { type: "contact.submit", value: "new@example.uz" },
      { type: "contact.cancel" },
      done("checkContact", null),
      done("request", { ...otpSent, channel: "email" }),
      failed("request", new RequestFailure("contact_unchanged", 400)),
      done("code", user),
    ],
  },
  profileNames: {
    machine: profileNamesMachine,
    events: [
      { type: "names.edit", names: { first_name: "Aziza", last_name: "Karimova" } },
      { type: "names.submit" },
      { type: "names.cancel" },
      done("check", {}),
      done("save", user),
    ],
  },
  avatar: {
    machine: avatarMachine,
    events: [
      { type: "avatar.choose", file: null },
      done("prepare", { base64: "", type: "image/png" }),
      { type: "avatar.save" },
      done("save", user),
    ],
  },
  passwordChange: {
    machine: passwordChangeMachine,
    input: { hasPassword: true },
    events: [
      { type: "password.submit", values: { old_password: "a", new_password: "bbbbbb" } },
      done("check", {}),
      done("change", undefined),
    ],
  },
  accountDeletion: {
    machine: accountDeletionMachine,
    input: { hasPassword: true },
    events: [
      { type: "deletion.start" },
      { type: "deletion.cancel" },
      { type: "deletion.confirm", password: "demo12345" },
      done("check", {}),
      done("remove", undefined),
    ],
  },
  businessEditor: {
    machine: businessEditorMachine,
    events: [
      done("load", business),
      done("load", { ...business, status: "blocked" }),
      failed("load", refused),
      { type: "business.retry" },
      { type: "business.change", changes: { tax_id: "123456789" } },
      { type: "business.logo", file: null },
      done("uploadLogo", "i1"),
      { type: "business.save" },
      done("check", {}),
      { type: "business.confirm" },
      done("save", { ...business, status: "pending" }),
    ],
  },
  paymentCards: {
    machine: paymentCardsMachine,
    events: [
      done("list", [boundCard, { ...boundCard, id: "c2", is_default: false }]),
      failed("list", refused),
      { type: "cards.retry" },
      { type: "cards.add" },
      { type: "cards.cancelAdd" },
      done("binding", boundCard),
      { type: "cards.makeDefault", id: "c2" },
      done("makeDefault", [boundCard]),
      { type: "cards.remove", id: "c1" },
      { type: "cards.removeCancel" },
      { type: "cards.removeConfirm" },
      done("remove", undefined),
    ],
  },
  cardBinding: {
    // The card rules need a typed card: here every card passes them.
    machine: cardBindingMachine.provide({ guards: { hasErrors: () => false } }),
    events: [
      { type: "binding.edit", change: { number: "8600110000000012", expiry: "1230" } },
      { type: "binding.submit" },
      done("start", bindingStarted),
      failed("start", new RequestFailure("card_already_active", 409)),
      { type: "binding.restart" },
      done("code", boundCard),
    ],
  },
  receiptDownload: {
    machine: receiptDownloadMachine,
    events: [
      { type: "receipt.download", paymentId: "p1", name: "receipt" },
      done("download", { blob: null, fileName: "receipt.pdf" }),
      failed("download", new RequestFailure("payment_not_found", 404)),
    ],
  },
  checkout: {
    machine: checkoutMachine,
    input: { audience: "user", plan, period: "month", cards: [boundCard], subscriptionId: null },
    events: [
      { type: "checkout.pay" },
      { type: "checkout.retry" },
      { type: "checkout.close" },
      done("pay", { id: "s1" }),
      failed("pay", new RequestFailure("STPIMS-ERR-065", 409)),
      failed("pay", new RequestFailure("STPIMS-ERR-057", 402)),
      failed("pay", new RequestFailure("amount_mismatch", 409)),
    ],
  },
  subscription: {
    machine: subscriptionMachine,
    input: { audience: "user", subscriber: true },
    events: [
      done("load", { plans: [plan], overview: runningOverview, cards: [boundCard] }),
      failed("load", refused),
      { type: "subscription.retry" },
      { type: "subscription.choose", code: "p1", period: "year" },
      done("checkout", { outcome: "paid" }),
      done("checkout", { outcome: "repriced" }),
      done("loadPlans", [plan]),
      { type: "subscription.cancel" },
      { type: "subscription.cancelConfirm" },
      done("change", {}),
    ],
  },
};

function label(value: StateValue): string {
  if (typeof value === "string") return value;
  return Object.entries(value)
    .map(([key, child]) => (child === undefined ? key : `${key}.${label(child)}`))
    .join(" + ");
}

for (const [name, { machine, input, events }] of Object.entries(entries)) {
  const paths = getShortestPaths(machine, {
    input,
    ...(events ? { events } : {}),
    // One path per state: the context (counters, queues) would make the graph endless.
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
  });
  console.log(`\n${name}: ${paths.length} states`);
  for (const path of paths.sort((a, b) => a.weight - b.weight)) {
    const steps = path.steps.slice(1).map((step) => step.event.type);
    console.log(`  ${label(path.state.value).padEnd(44)} ← ${steps.join(" → ") || "(start)"}`);
  }
}
