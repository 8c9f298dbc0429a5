import type { ChatMessage, SupportMessage } from "../../../sdk/types.gen";
import { requireAuth } from "../../auth/bearer";
import { type AppContext, idParam } from "../../context";
import { ApiError } from "../../errors";
import { operationHandlers } from "../../operations";
import {
  addMessage,
  adminIds,
  conversationExists,
  conversationPage,
  markRead,
  messagePage,
  personOf,
  userName,
} from "./repository";

const PAGE_LIMIT = 30;

/**
 * The support chat: a signed-in person's one conversation with the team, and the
 * administrators' side of every conversation. Each message is pushed to the person's open
 * sockets and every administrator's (in this process only; see docs/admin.md, Not yet).
 */
export function supportHandlers({ db, hub }: AppContext) {
  const deliver = async (message: SupportMessage) => {
    const frame: ChatMessage = { type: "chat_message", message };
    hub.publish(message.conversation_id, frame);
    for (const id of await adminIds(db)) hub.publish(id, frame);
  };

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
