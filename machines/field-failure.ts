import type { ErrorCode } from "../sdk";
import { RequestFailure } from "./request-failure";

/**
 * A refusal of one field's value: a code the contract names among that field's codes, which a
 * form shows beside the field (field-check.ts `placeFailure` finds the field). Apart from
 * request-failure.ts, which is part of every page's first download; forms are not.
 */
export class FieldFailure extends RequestFailure {
  constructor(
    override readonly code: ErrorCode,
    status: number | null,
    readonly field: string,
  ) {
    super(code, status);
  }
}
