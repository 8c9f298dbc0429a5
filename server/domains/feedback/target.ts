import { ApiError } from "../../errors";
import type { FeedbackTarget } from "../../shared/feedback-rule";

/**
 * Neither or both ids answer `offering_id_required`, in listFeedback and createFeedback alike:
 * one code for "say which one thing you mean" (`business_id_required` stays unused here, as a
 * body or query with only `business_id` is complete).
 */
export function feedbackTarget(
  offeringId: string | undefined,
  businessId: string | undefined,
): FeedbackTarget {
  if (offeringId !== undefined && businessId === undefined) {
    return { kind: "offering", id: offeringId.toLowerCase() };
  }
  if (businessId !== undefined && offeringId === undefined) {
    return { kind: "business", id: businessId.toLowerCase() };
  }
  throw new ApiError(400, "offering_id_required");
}

export function targetOfRow(row: {
  offering_id: string | null;
  business_id: string | null;
}): FeedbackTarget {
  if (row.offering_id !== null) return { kind: "offering", id: row.offering_id };
  if (row.business_id !== null) return { kind: "business", id: row.business_id };
  // The table's CHECK makes this unreachable.
  throw new Error("feedback without a target");
}
