import { ApiError } from "../../errors";

/**
 * A comment as it is stored: the text as typed, trimmed, never interpreted (markup stays
 * characters; the client renders it as text). Blank means no comment.
 */
export function normaliseComment(comment: string | null | undefined): string | null {
  if (comment === undefined || comment === null) return null;
  // PostgreSQL text cannot hold NUL: refuse it here rather than fail in the database.
  if (comment.includes("\u0000")) throw new ApiError(400, "validation_error");
  const trimmed = comment.trim();
  return trimmed === "" ? null : trimmed;
}
