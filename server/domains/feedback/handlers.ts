import type { FeedbackPage } from "../../../sdk/types.gen";
import { requireAuth } from "../../auth/bearer";
import { type AppContext, idParam } from "../../context";
import type { Db } from "../../db/database";
import { isUniqueViolation } from "../../db/pg-errors";
import { ApiError } from "../../errors";
import { operationHandlers } from "../../operations";
import { toFeedback } from "../../shared/feedback";
import { type FeedbackTarget, feedbackRefusal } from "../../shared/feedback-rule";
import { toRatingSummary } from "../../shared/rating";
import { refreshRatingSummary } from "../../shared/rating-summary";
import { normaliseComment } from "./comment";
import { ownerNotice } from "./owner-notice";
import {
  countFeedback,
  deleteFeedbackRow,
  feedbackPageRows,
  findFeedbackRow,
  findTargetState,
  insertFeedback,
  lockFeedback,
  type TargetState,
  updateFeedbackRow,
} from "./repository";
import { feedbackTarget, targetOfRow } from "./target";

function notFound(target: FeedbackTarget): ApiError {
  return new ApiError(
    404,
    target.kind === "offering" ? "offering_not_found" : "business_not_found",
  );
}

function isPublic(state: TargetState): boolean {
  return (
    state.business_status === "accepted" &&
    (state.offering_status === null || state.offering_status === "active")
  );
}

/** The target exists and `feedbackRefusal` lets the caller rate or like it. */
function assertOpenForFeedback(
  target: FeedbackTarget,
  state: TargetState | undefined,
  userId: string,
): asserts state is TargetState {
  if (!state) throw notFound(target);
  const refusal = feedbackRefusal(target, state, userId);
  if (refusal) throw refusal;
}

/** The feedback as the writer sees it, read inside the transaction that wrote it. */
async function writtenFeedback(db: Db, id: string, viewerId: string) {
  const row = await findFeedbackRow(db, id);
  if (!row) throw new Error(`feedback ${id} vanished inside its own transaction`);
  return toFeedback(row, viewerId);
}

export function feedbackHandlers({ db, notifier }: AppContext) {
  return operationHandlers({
    async listFeedback(request) {
      const query = request.query ?? {};
      const target = feedbackTarget(query.offering_id, query.business_id);
      const viewer = request.auth;
      const state = await findTargetState(db, target);
      // Not public: visible, as the business itself is, to its owner and administrators only.
      const mayView =
        state && (isPublic(state) || viewer?.role === "admin" || viewer?.userId === state.owner_id);
      if (!state || !mayView) throw notFound(target);
      const page = query.page ?? 1;
      const pageSize = query.page_size ?? 24;
      // The caller's own is on the item's page (`my_feedback`): listing it too showed it twice.
      const except = viewer?.userId ?? null;
      const [rows, total] = await Promise.all([
        feedbackPageRows(db, target, except, pageSize, (page - 1) * pageSize),
        countFeedback(db, target, except),
      ]);
      const result: FeedbackPage = {
        items: rows.map((row) => toFeedback(row, viewer?.userId ?? null)),
        total,
        page,
        page_size: pageSize,
        summary: toRatingSummary(state),
      };
      return result;
    },

    async createFeedback(request, reply) {
      const { userId } = requireAuth(request);
      const body = request.body;
      const target = feedbackTarget(body.offering_id, body.business_id);
      const comment = normaliseComment(body.comment);
      if (body.kind === "rating" && body.rating === undefined) {
        throw new ApiError(400, "invalid_rating");
      }
      if (body.kind === "like" && (body.rating !== undefined || comment !== null)) {
        throw new ApiError(400, "invalid_like_type");
      }
      const { feedback, ownerId } = await db.transaction().execute(async (trx) => {
        const state = await findTargetState(trx, target);
        assertOpenForFeedback(target, state, userId);
        let created: string;
        try {
          created = await insertFeedback(trx, {
            userId,
            target,
            kind: body.kind,
            rating: body.kind === "rating" ? (body.rating ?? null) : null,
            comment,
          });
        } catch (error) {
          // Two requests racing past each other meet at the unique index: one wins.
          if (!isUniqueViolation(error)) throw error;
          throw new ApiError(
            400,
            target.kind === "offering" ? "feedback_exists_offering" : "feedback_exists_business",
          );
        }
        await refreshRatingSummary(trx, target);
        return { feedback: await writtenFeedback(trx, created, userId), ownerId: state.owner_id };
      });
      // The owner hears of it once it is saved. Never the author: feedbackRefusal refuses an
      // owner's feedback on their own business and its offerings. The feedback is saved
      // whatever happens here, so a notice that fails is logged, not the author's failure.
      try {
        const notice = await ownerNotice(db, target, feedback);
        if (notice) await notifier.notify(ownerId, notice.type, notice.params);
      } catch (error) {
        request.log.error({ err: error }, "the owner's notification of new feedback failed");
      }
      reply.code(201);
      return feedback;
    },

    async updateFeedback(request) {
      const { userId } = requireAuth(request);
      const id = idParam(request.params);
      const body = request.body;
      const comment = "comment" in body ? normaliseComment(body.comment) : undefined;
      return db.transaction().execute(async (trx) => {
        const existing = await lockFeedback(trx, id);
        if (!existing) throw new ApiError(404, "feedback_not_found");
        if (existing.user_id !== userId) throw new ApiError(403, "not_authorized_action");
        if (existing.kind === "like" && (body.rating !== undefined || (comment ?? null) !== null)) {
          throw new ApiError(400, "invalid_like_type");
        }
        await updateFeedbackRow(trx, id, {
          ...(body.rating !== undefined && { rating: body.rating }),
          ...(comment !== undefined && { comment }),
        });
        await refreshRatingSummary(trx, targetOfRow(existing));
        return writtenFeedback(trx, id, userId);
      });
    },

    async deleteFeedback(request, reply) {
      const { userId } = requireAuth(request);
      const id = idParam(request.params);
      await db.transaction().execute(async (trx) => {
        const existing = await lockFeedback(trx, id);
        if (!existing) throw new ApiError(404, "feedback_not_found");
        if (existing.user_id !== userId) throw new ApiError(403, "not_authorized_action");
        await deleteFeedbackRow(trx, id);
        await refreshRatingSummary(trx, targetOfRow(existing));
      });
      return reply.code(204).send();
    },
  });
}
