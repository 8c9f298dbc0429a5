import type { ChatMessage, SupportMessage } from "../../../sdk/types.gen";
import { requireAuth } from "../../auth/bearer";
import { type AppContext, idParam } from "../../context";
import { ApiError } from "../../errors";
import { operationHandlers } from "../../operations";
import {
  addMessage,
  conversationExists,
  conversationPage,
  markRead,
  messageById,
  messagePage,
  personOf,
  userName,
} from "./repository";

const PAGE_LIMIT = 30;

/**
 * The support chat: a signed-in person's one conversation with the team, and the
 * administrators' side of every conversation. Each message is told to every instance
 * (server/realtime/live.ts), and each pushes it to the person's and the administrators'
 * sockets it holds.
 */
export function supportHandlers({ db, hub, live }: AppContext) {
  live.on("chat", async ({ conversation, id }) => {
    if (hub.connections(conversation) === 0 && hub.roleConnections("admin") === 0) return;
    const message = await messageById(db, conversation, id);
    if (!message) return;
    const frame: ChatMessage = { type: "chat_message", message };
    hub.publish(conversation, frame);
    hub.publishToRole("admin", frame);
  });
  const deliver = (message: SupportMessage) =>
    live.send({ kind: "chat", conversation: message.conversation_id, id: message.id });

  const existingConversation = async (id: string) => {
    if (!(await conversationExists(db, id)))
      throw new ApiError(404, "support_conversation_not_found");
    return id;
  };

  return operationHandlers({
    async listSupportMessages(request) {
      const { userId } = requireAuth(request);
      const query = request.query ?? {};
      return messagePage(db, userId, query.before ?? null, query.page_size ?? PAGE_LIMIT, "user");
    },

    async sendSupportMessage(request, reply) {
      const { userId } = requireAuth(request);
      const message = await addMessage(db, {
        conversationId: userId,
        fromAdmin: false,
        authorId: userId,
        authorName: await userName(db, userId),
        text: request.body.text,
      });
      await deliver(message);
      reply.code(201);
      return message;
    },

    async markSupportRead(request, reply) {
      const { userId } = requireAuth(request);
      await markRead(db, userId, "user");
      return reply.code(204).send();
    },

    async listSupportConversations(request) {
      const { page = 1, page_size: pageSize = 24 } = request.query ?? {};
      const { items, total } = await conversationPage(db, page, pageSize);
      return { items, total, page, page_size: pageSize };
    },

    async listSupportConversationMessages(request) {
      const id = await existingConversation(idParam(request.params));
      const query = request.query ?? {};
      return messagePage(db, id, query.before ?? null, query.page_size ?? PAGE_LIMIT, "admins");
    },

    async answerSupportConversation(request, reply) {
      const { userId } = requireAuth(request);
      const id = idParam(request.params);
      // An answer may open a conversation with any person, never with an administrator.
      if (!(await personOf(db, id))) throw new ApiError(404, "support_conversation_not_found");
      const message = await addMessage(db, {
        conversationId: id,
        fromAdmin: true,
        authorId: userId,
        authorName: await userName(db, userId),
        text: request.body.text,
      });
      await deliver(message);
      reply.code(201);
      return message;
    },

    async markSupportConversationRead(request, reply) {
      const id = await existingConversation(idParam(request.params));
      await markRead(db, id, "admins");
      return reply.code(204).send();
    },
  });
}
