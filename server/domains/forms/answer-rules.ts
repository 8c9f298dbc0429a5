import { fullFormats } from "ajv-formats/dist/formats.js";
import type {
  ErrorCode,
  FormAnswerValue,
  FormDefinition,
  FormField,
  FormShowIf,
} from "../../../sdk/types.gen";

/**
 * The one judge of a form's answers (`submitFormAnswers`): each field of the stored definition,
 * in order, against what was sent. The client checks the same rules for instant feedback
 * (machines/form-answer-rules.ts), reading them from the definition the contract serves; what
 * this module says is what is stored.
 */

export type Answers = Record<string, FormAnswerValue>;

export type AnswerCheck =
  | { ok: true; answers: Answers }
  | { ok: false; code: ErrorCode; field: string };

/** The longest answer a text takes when the form sets no `max_length` (the contract's cap is 4,000). */
export const DEFAULT_MAX_LENGTH: Record<"text" | "long_text", number> = {
  text: 200,
  long_text: 4000,
};

/** SPEC 5, numeric inputs: at most 5 decimals, never below 0. */
const MAX_DECIMALS = 5;

// The same rule as the contract's `format: email` (ajv-formats, full mode).
const EMAIL = fullFormats.email as RegExp;
const PHONE = /^[0-9]{12}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the answer to `show_if.field` makes the field shown. */
export function isShown(showIf: FormShowIf | undefined, answers: Answers): boolean {
  if (!showIf) return true;
  const answer = answers[showIf.field];
  if (Array.isArray(answer)) return answer.includes(String(showIf.equals));
  if (answer === undefined) return showIf.equals === false;
  return answer === showIf.equals || String(answer) === String(showIf.equals);
}

function isEmpty(value: FormAnswerValue | undefined): boolean {
  if (value === undefined || value === false) return true;
  if (typeof value === "string") return value.trim() === "";
  return Array.isArray(value) && value.length === 0;
}

function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

function decimalsOf(value: number): number {
  const [, fraction = ""] = String(value).split(".");
  return /e/i.test(String(value)) ? MAX_DECIMALS + 1 : fraction.length;
}

/** A `pattern` as the server applies it: the whole answer must match. */
export function anchoredPattern(pattern: string): RegExp {
  return new RegExp(`^(?:${pattern})$`, "u");
}

function checkText(field: FormField, value: FormAnswerValue): ErrorCode | null {
  if (typeof value !== "string") return "form_answers_invalid";
  const text = value.trim();
  const kind = field.type === "long_text" ? "long_text" : "text";
  if (field.min_length !== undefined && text.length < field.min_length) {
    return "form_answer_too_short";
  }
  if (text.length > (field.max_length ?? DEFAULT_MAX_LENGTH[kind])) return "form_answer_too_long";
  if (field.pattern && !anchoredPattern(field.pattern).test(text)) {
    return "form_answer_pattern_mismatch";
  }
  return null;
}

function checkNumber(field: FormField, value: FormAnswerValue): ErrorCode | null {
  if (typeof value !== "number" || !Number.isFinite(value)) return "form_answer_not_number";
  if (decimalsOf(value) > MAX_DECIMALS) return "form_answer_not_number";
  if (value < Math.max(0, field.min ?? 0)) return "form_answer_too_small";
  if (field.max !== undefined && value > field.max) return "form_answer_too_large";
  return null;
}

function optionValues(field: FormField): string[] {
  return (field.options ?? []).map((option) => option.value);
}

/** The first rule the (non-empty) answer breaks, or null. */
function checkValue(field: FormField, value: FormAnswerValue): ErrorCode | null {
  switch (field.type) {
    case "text":
    case "long_text":
      return checkText(field, value);
    case "email":
      return typeof value === "string" && value.length <= 254 && EMAIL.test(value.trim())
        ? null
        : "invalid_email";
    case "phone":
      return typeof value === "string" && PHONE.test(value) ? null : "phone_must_be_digits";
    case "number":
      return checkNumber(field, value);
    case "single_choice":
      return typeof value === "string" && optionValues(field).includes(value)
        ? null
        : "form_answer_choice_invalid";
    case "multiple_choice": {
      const values = optionValues(field);
      const ok =
        Array.isArray(value) &&
        new Set(value).size === value.length &&
        value.every((item) => values.includes(item));
      return ok ? null : "form_answer_choice_invalid";
    }
    case "date":
      return typeof value === "string" && isCalendarDate(value) ? null : "form_answer_date_invalid";
    case "consent":
      return value === true ? null : "consent_required";
  }
}

/** What is kept of a valid answer: texts trimmed, an email in lower case. */
function kept(field: FormField, value: FormAnswerValue): FormAnswerValue {
  if (typeof value !== "string") return value;
  const text = value.trim();
  return field.type === "email" ? text.toLowerCase() : text;
}

/**
 * Checks `sent` against the definition: fields in order, each hidden one skipped (its answer
 * dropped), each shown one required or not, then its type's rules. Answers to names the form
 * has not are refused rather than ignored, so a client that drifted from the form learns it.
 */
export function checkAnswers(definition: FormDefinition, sent: Answers): AnswerCheck {
  const names = new Set(definition.fields.map((field) => field.name));
  const unknown = Object.keys(sent).find((name) => !names.has(name));
  if (unknown !== undefined)
    return { ok: false, code: "form_answer_unknown_field", field: unknown };
  const answers: Answers = {};
  for (const field of definition.fields) {
    // Shown or not by the answers kept so far: a show_if names an earlier field.
    if (!isShown(field.show_if, answers)) continue;
    const value = sent[field.name];
    if (value === undefined || isEmpty(value)) {
      if (field.required) {
        const code = field.type === "consent" ? "consent_required" : "form_answer_required";
        return { ok: false, code, field: field.name };
      }
      if (value === false && field.type === "consent") answers[field.name] = false;
      continue;
    }
    const code = checkValue(field, value);
    if (code) return { ok: false, code, field: field.name };
    answers[field.name] = kept(field, value);
  }
  return { ok: true, answers };
}
