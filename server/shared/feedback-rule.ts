import type { BusinessStatus, OfferingStatus } from "../db/schema";
import { ApiError } from "../errors";

/** What a feedback is about: exactly one offering or one business. */
export type FeedbackTarget = { kind: "offering"; id: string } | { kind: "business"; id: string };

/** What decides whether someone may rate or like a target. */
export interface FeedbackRuleState {
  owner_id: string;
  business_status: BusinessStatus;
  /** Null for a business. */
  offering_status: OfferingStatus | null;
}

/**
 * The one rule for who may leave feedback on what, and the refusal when they may not. Used by
 * `createFeedback`, which throws it, and by the detail answers, which tell the caller its code
 * beforehand (`feedback_refusal`) so that the page offers only what this allows.
 * - Only public targets take feedback: a business that is not accepted (or an offering of one)
 *   says so; an offering its business has not published is treated as not there.
 * - A business rating itself (or its own offerings) would only inflate its summary.
 * A visitor (`userId` null) is refused only for what would refuse everyone.
 */
export function feedbackRefusal(
  target: FeedbackTarget,
  state: FeedbackRuleState,
  userId: string | null,
): ApiError | null {
  if (state.business_status !== "accepted") {
    return new ApiError(400, "business_status_not_accepted");
  }
  if (state.offering_status !== null && state.offering_status !== "active") {
    return new ApiError(
      404,
      target.kind === "offering" ? "offering_not_found" : "business_not_found",
    );
  }
  if (userId !== null && state.owner_id === userId) {
    return new ApiError(403, "feedback_own_business");
  }
  return null;
}
