import type { Selectable } from "kysely";
import type { Feedback } from "../../sdk/types.gen";
import type { FeedbackTable } from "../db/schema";

/** A feedback row with its author's names, as the queries that show feedback select it. */
export type FeedbackRow = Selectable<FeedbackTable> & {
  author_first_name: string;
  author_last_name: string;
};

/**
 * Feedback as the contract shows it. The author is "Aziza K.": enough to tell reviewers apart,
 * without publishing anyone's full name. The comment goes out as stored: plain text, which the
 * client renders as text (never as markup).
 */
export function toFeedback(row: FeedbackRow, viewerId: string | null): Feedback {
  const initial = row.author_last_name.trim().charAt(0);
  return {
    id: row.id,
    kind: row.kind,
    rating: row.rating,
    comment: row.comment,
    author: initial ? `${row.author_first_name} ${initial}.` : row.author_first_name,
    is_mine: viewerId !== null && row.user_id === viewerId,
    offering_id: row.offering_id,
    business_id: row.business_id,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** A feedback row with its author's names, as a JSON subquery answers it (dates as text). */
export type FeedbackJson = Omit<FeedbackRow, "created_at" | "updated_at"> & {
  created_at: string;
  updated_at: string;
};

export function feedbackFromJson(
  json: FeedbackJson | null,
  viewerId: string | null,
): Feedback | null {
  if (!json) return null;
  return toFeedback(
    { ...json, created_at: new Date(json.created_at), updated_at: new Date(json.updated_at) },
    viewerId,
  );
}
