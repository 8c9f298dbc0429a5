import type { ErrorCode } from "../sdk";

/**
 * Why a request failed, as a code the views can translate: a server `detail` code, or
 * `network_error` when no answer arrived at all (offline, DNS, connection reset).
 */
export type FailureCode = ErrorCode | "network_error";

/**
 * An actor whose caller shows a 400/403 answer itself (a form, next to its fields) marks its
 * request with this header, so the same message is not also a toast. The app's fetch removes
 * it before the request leaves.
 */
export const INLINE_ERRORS_HEADER = "x-bozor-inline-errors";
export const inlineErrors = { [INLINE_ERRORS_HEADER]: "1" };

// Answers that mean "there is no such item for you" (unknown, hidden, or a malformed id):
// nothing a retry would change.
const MISSING_ITEM: ReadonlySet<FailureCode> = new Set<FailureCode>([
  "not_found",
  "invalid_id",
  "invalid_business_uuid",
  "validation_error",
  "offering_not_found",
  "flash_sale_not_found",
  "business_not_found",
  "not_authorized_view_business",
  "blog_post_not_found",
]);

/** Whether a failure to load one item means it is not there to show, rather than an error. */
export function isMissingItem(code: FailureCode): boolean {
  return MISSING_ITEM.has(code);
}

export class RequestFailure extends Error {
  constructor(
    readonly code: FailureCode,
    readonly status: number | null,
  ) {
    super(code);
    this.name = "RequestFailure";
  }
}

interface SdkResult<T> {
  data?: T;
  error?: unknown;
  response?: Response;
}

function detailOf(error: unknown): ErrorCode | null {
  if (typeof error === "object" && error !== null && "detail" in error) {
    const detail = (error as { detail: unknown }).detail;
    if (typeof detail === "string") return detail as ErrorCode;
  }
  return null;
}

/** Unwraps an SDK answer: the data on success, otherwise throws a RequestFailure with its code. */
export function unwrap<T>(result: SdkResult<T>): T {
  if (result.error === undefined && result.response?.ok) return result.data as T;
  const status = result.response?.status ?? null;
  if (status === null) {
    if (result.error instanceof Error && result.error.name === "AbortError") throw result.error;
    throw new RequestFailure("network_error", null);
  }
  throw new RequestFailure(detailOf(result.error) ?? "something_went_wrong", status);
}

/**
 * The code of anything an actor threw: a RequestFailure's own; a fetch that never got an answer
 * (TypeError) is a network failure; anything else, e.g. an answer that broke the contract, is ours.
 */
export function failureCode(error: unknown): FailureCode {
  if (error instanceof RequestFailure) return error.code;
  if (error instanceof TypeError) return "network_error";
  return "something_went_wrong";
}
