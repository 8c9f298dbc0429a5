import type { Feedback, NotificationType } from "../../../sdk/types.gen";
import type { Db } from "../../db/database";
import type { NotificationParams } from "../../db/schema";
import type { FeedbackTarget } from "../../shared/feedback-rule";
import { localizedParams } from "../../shared/notification-params";
import { findTargetSubject } from "./repository";

/**
 * What the owner of a reviewed or liked offering or business is told (`review_received`,
 * `like_received`; openapi.yaml, NotificationType): the target by kind and id, its title in
 * every language it has (the reader's client shows theirs), the author as feedback shows
 * them ("Aziza K.") and a review's stars. Undefined when the target is gone meanwhile.
 */
export async function ownerNotice(
  db: Db,
  target: FeedbackTarget,
  feedback: Feedback,
): Promise<{ type: NotificationType; params: NotificationParams } | undefined> {
  const subject = await findTargetSubject(db, target);
  if (!subject) return undefined;
  const params: NotificationParams = {
    target_kind: target.kind,
    target_id: target.id,
    ...(subject.offeringKind && { offering_kind: subject.offeringKind }),
    ...localizedParams("target_title", subject.names),
    author_name: feedback.author,
  };
  if (feedback.kind === "like") return { type: "like_received", params };
  return { type: "review_received", params: { ...params, rating: feedback.rating ?? 0 } };
}
