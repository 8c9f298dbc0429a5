import { type ActorRefFrom, fromCallback, fromPromise } from "xstate";
import type { SupportMessage, SupportMessagePage } from "../sdk";
import type { appMachine } from "./app.machine";
import type { Api } from "./load-sdk";
import { inlineErrors, unwrap } from "./request-failure";
import type { SupportChatEvent } from "./support-chat.machine";

/** The support message a socket message brings (`ChatMessage` in openapi.yaml), or null. */
export function chatMessageOf(message: unknown): SupportMessage | null {
  const frame = message as { type?: unknown; message?: { conversation_id?: unknown } } | null;
  return frame?.type === "chat_message" && typeof frame.message?.conversation_id === "string"
    ? (frame.message as SupportMessage)
    : null;
}

/** Hears the app's socket messages of one conversation. */
function watchConversation(app: ActorRefFrom<typeof appMachine>, conversationId: string) {
  return fromCallback<SupportChatEvent>(({ sendBack }) => {
    const subscription = app.on("socketMessage", ({ message }) => {
      const chat = chatMessageOf(message);
      if (chat?.conversation_id === conversationId)
        sendBack({ type: "chat.arrived", message: chat });
    });
    return () => subscription.unsubscribe();
  });
}

/** The person's own conversation (their user id is its id). */
export function createPersonChatActors(
  api: () => Promise<Api>,
  app: ActorRefFrom<typeof appMachine>,
  userId: string,
) {
  return {
    load: fromPromise<SupportMessagePage, { before: string | null }>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      const query = input.before ? { before: input.before } : {};
      return unwrap(await sdk.listSupportMessages({ client, query, signal }));
    }),
    send: fromPromise<SupportMessage, { text: string }>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      const options = { client, body: { text: input.text }, signal, headers: inlineErrors };
      return unwrap(await sdk.sendSupportMessage(options));
    }),
    markRead: fromPromise<void, void>(async ({ signal }) => {
      const { sdk, client } = await api();
      unwrap(await sdk.markSupportRead({ client, signal, headers: inlineErrors }));
    }),
    watch: watchConversation(app, userId),
  };
}

/** An administrator's side of one person's conversation. */
export function createAdminChatActors(
  api: () => Promise<Api>,
  app: ActorRefFrom<typeof appMachine>,
  conversationId: string,
) {
  const path = { id: conversationId };
  return {
    load: fromPromise<SupportMessagePage, { before: string | null }>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      const query = input.before ? { before: input.before } : {};
      return unwrap(await sdk.listSupportConversationMessages({ client, path, query, signal }));
    }),
    send: fromPromise<SupportMessage, { text: string }>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      const options = { client, path, body: { text: input.text }, signal, headers: inlineErrors };
      return unwrap(await sdk.answerSupportConversation(options));
    }),
    markRead: fromPromise<void, void>(async ({ signal }) => {
      const { sdk, client } = await api();
      const options = { client, path, signal, headers: inlineErrors };
      unwrap(await sdk.markSupportConversationRead(options));
    }),
    watch: watchConversation(app, conversationId),
  };
}
