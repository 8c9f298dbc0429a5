import type { Feedback } from "../../../sdk/types.gen";
import type { FeedbackKind } from "../../db/schema";
import { toFeedback } from "../feedback/to-feedback";

/** A feedback row with its author's names, as a JSON subquery answers it (dates as text). */
export interface FeedbackJson {
  id: string;
  user_id: string;
  offering_id: string | null;
  business_id: string | null;
  kind: FeedbackKind;
  rating: number | null;
  comment: string | null;
  created_at: string;
  updated_at: string;
  author_first_name: string;
  author_last_name: string;
}

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
