import type { NotificationPage, UnreadCount } from "../../../sdk/types.gen";
import { requireAuth } from "../../auth/bearer";
import { type AppContext, idParam } from "../../context";
import { ApiError } from "../../errors";
import { operationHandlers } from "../../operations";
import { toNotification } from "../../shared/notifier";
import {
  countNotifications,
  deleteNotificationRow,
  markAllRead,
  markRead,
  notificationPageRows,
} from "./repository";

/**
 * The signed-in person's own notifications. Another person's id answers as an unknown one
 * does (`404 notification_not_found`): whether an id exists is nobody else's business. Every
 * change answers the new unread count and pushes it to the person's open sockets.
 */
export function notificationsHandlers({ db, notifier }: AppContext) {
  return operationHandlers({
    async listNotifications(request) {
      const { userId } = requireAuth(request);
      const query = request.query ?? {};
      const page = query.page ?? 1;
      const pageSize = query.page_size ?? 24;
      const unreadOnly = query.unread === true;
      const [rows, total, unread] = await Promise.all([
        notificationPageRows(db, userId, unreadOnly, pageSize, (page - 1) * pageSize),
        countNotifications(db, userId, unreadOnly),
        notifier.unreadCount(userId),
      ]);
      const result: NotificationPage = {
        items: rows.map(toNotification),
        total,
        unread,
        page,
        page_size: pageSize,
      };
      return result;
    },

    async markNotificationRead(request) {
      const { userId } = requireAuth(request);
      if (!(await markRead(db, userId, idParam(request.params)))) {
        throw new ApiError(404, "notification_not_found");
      }
      const result: UnreadCount = { unread: await notifier.unreadChanged(userId) };
      return result;
    },

    async markAllNotificationsRead(request) {
      const { userId } = requireAuth(request);
      await markAllRead(db, userId);
      const result: UnreadCount = { unread: await notifier.unreadChanged(userId) };
      return result;
    },

    async deleteNotification(request) {
      const { userId } = requireAuth(request);
      if (!(await deleteNotificationRow(db, userId, idParam(request.params)))) {
        throw new ApiError(404, "notification_not_found");
      }
      const result: UnreadCount = { unread: await notifier.unreadChanged(userId) };
      return result;
    },
  });
}
