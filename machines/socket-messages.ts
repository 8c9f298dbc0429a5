import type { Notification } from "../sdk";

/**
 * The notification a message of the person's socket brings (`NotificationMessage` in
 * openapi.yaml), or null: the others say only the unread count (`WelcomeMessage`,
 * `UnreadMessage`), and a message of anything else (SPEC.md section 4: raw text is delivered
 * as it came) neither.
 */
export function notificationOf(message: unknown): Notification | null {
  const notification = (message as { notification?: { type?: unknown } } | null)?.notification;
  return typeof notification?.type === "string" ? (notification as Notification) : null;
}
