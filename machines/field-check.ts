import type { fieldCodes } from "../sdk/field-codes.gen";
import type { ErrorCode } from "../sdk/types.gen";
import { FieldFailure } from "./field-failure";
import { RequestFailure } from "./request-failure";

/** A request schema of the contract that has field codes (and so a generated zod schema). */
export type FormSchema = keyof typeof fieldCodes;

/** The first failed rule of each field, as the code the server would answer for it. */
export type FieldErrors = Partial<Record<string, ErrorCode>>;

interface Issue {
  code: string;
  path: PropertyKey[];
  origin?: string;
  format?: string;
  inclusive?: boolean;
}

/**
 * The JSON Schema keyword a zod issue stands for: the generated zod schema is the contract's
 * schema, so each of its checks is one keyword of it, and `x-error-codes` names codes by
 * keyword.
 */
function keywordOf(issue: Issue, value: unknown): string {
  const sized = (text: string, number: string, items: string) =>
    issue.origin === "string" ? text : issue.origin === "array" ? items : number;
  switch (issue.code) {
    case "invalid_type":
      return value === undefined ? "required" : "type";
    case "too_small":
      return sized(
        "minLength",
        issue.inclusive === false ? "exclusiveMinimum" : "minimum",
        "minItems",
      );
    case "too_big":
      return sized(
        "maxLength",
        issue.inclusive === false ? "exclusiveMaximum" : "maximum",
        "maxItems",
      );
    case "invalid_format":
      return issue.format === "regex" ? "pattern" : "format";
    case "invalid_value":
      return "enum";
    case "not_multiple_of":
      return "multipleOf";
    default:
      return issue.code;
  }
}

/**
 * Checks a form's values against the contract's schema for its request body and answers, per
 * field, the code the server would answer (the field's `x-error-codes`, else
 * `validation_error`). The zod schemas and the code table load on first use: nothing of them
 * is in a page's first download. An empty object means the server will take the values.
 */
export async function checkFields(
  schema: FormSchema,
  values: Record<string, unknown>,
): Promise<FieldErrors> {
  const [zod, { fieldCodes: tables }] = await Promise.all([
    import("../sdk/zod.gen"),
    import("../sdk/field-codes.gen"),
  ]);
  const validator = zod[`z${schema}` as keyof typeof zod] as {
    safeParse(input: unknown): { success: boolean; error?: { issues: Issue[] } };
  };
  const result = validator.safeParse(values);
  const errors: FieldErrors = {};
  const codes: Record<string, Partial<Record<string, string>>> = tables[schema];
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0];
    if (typeof field !== "string" || errors[field]) continue;
    const table = codes[field] ?? {};
    const code = table[keywordOf(issue, values[field])] ?? table["*"] ?? "validation_error";
    errors[field] = code as ErrorCode;
  }
  return errors;
}

/** Form values as a request body: an optional field left empty is absent, not `""`. */
export function withoutEmpty<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== "" && value !== undefined),
  ) as Partial<T>;
}

/**
 * A refusal as a form shows it: a code the schema names for exactly one of its fields becomes
 * a FieldFailure of that field (the server's word beside the field the client's check let
 * through); anything else (a code of no field, or of several) is returned as it is, for the
 * form as a whole.
 */
export async function placeFailure(schema: FormSchema, error: unknown): Promise<unknown> {
  if (!(error instanceof RequestFailure) || error instanceof FieldFailure) return error;
  const { fieldCodes: tables } = await import("../sdk/field-codes.gen");
  const codes: Record<string, Partial<Record<string, string>>> = tables[schema];
  const fields = Object.keys(codes).filter((name) =>
    Object.values(codes[name] ?? {}).includes(error.code),
  );
  const [field] = fields;
  return fields.length === 1 && field && error.code !== "network_error"
    ? new FieldFailure(error.code, error.status, field)
    : error;
}
