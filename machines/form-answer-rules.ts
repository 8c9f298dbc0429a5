import type {
  ErrorCode,
  FormAnswerValue,
  FormDefinition,
  FormField,
  FormShowIf,
  FormSubmission,
} from "../sdk";
import type { FieldErrors } from "./field-check";

/**
 * The form builder's rules on the visitor's side, for feedback before anything is sent. The
 * definition is the contract's FormDefinition as the server serves it; the server checks the
 * same rules again (server/domains/forms/answer-rules.ts) and its code is the one that counts.
 */

/** One field's value as a form holds it while it is being filled in. */
export type FormValue = string | number | boolean | string[] | null;
export type FormValues = Record<string, FormValue>;

const DEFAULT_MAX_LENGTH = { text: 200, long_text: 4000 } as const;
const MAX_DECIMALS = 5;
// A plain shape check; the server's full rule decides (an address it refuses shows its code).
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[0-9]{12}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What an empty field holds, by its type. */
export function emptyValue(field: FormField): FormValue {
  if (field.type === "multiple_choice") return [];
  if (field.type === "consent") return false;
  if (field.type === "number") return null;
  return "";
}

function isEmpty(value: FormValue | FormAnswerValue | undefined): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === "string") return value.trim() === "";
  return Array.isArray(value) && value.length === 0;
}

/** Whether a field is shown, given the answers before it (as the server decides it). */
export function isShown(showIf: FormShowIf | undefined, answers: FormSubmission["answers"]) {
  if (!showIf) return true;
  const answer = answers[showIf.field];
  if (Array.isArray(answer)) return answer.includes(String(showIf.equals));
  if (answer === undefined) return showIf.equals === false;
  return answer === showIf.equals || String(answer) === String(showIf.equals);
}

/** The answers as sent: shown fields only, empty ones absent, texts trimmed. */
export function answersOf(definition: FormDefinition, values: FormValues) {
  const answers: FormSubmission["answers"] = {};
  for (const field of definition.fields) {
    if (!isShown(field.show_if, answers)) continue;
    const value = values[field.name];
    if (value === undefined || isEmpty(value)) continue;
    answers[field.name] = typeof value === "string" ? value.trim() : (value as FormAnswerValue);
  }
  return answers;
}

function textRefusal(field: FormField, text: string): ErrorCode | null {
  const kind = field.type === "long_text" ? "long_text" : "text";
  if (field.min_length !== undefined && text.length < field.min_length) {
    return "form_answer_too_short";
  }
  if (text.length > (field.max_length ?? DEFAULT_MAX_LENGTH[kind])) return "form_answer_too_long";
  if (field.pattern) {
    try {
      if (!new RegExp(`^(?:${field.pattern})$`, "u").test(text)) {
        return "form_answer_pattern_mismatch";
      }
    } catch {
      // A pattern this browser cannot read: the server's answer decides.
    }
  }
  return null;
}

function numberRefusal(field: FormField, value: FormAnswerValue): ErrorCode | null {
  if (typeof value !== "number" || !Number.isFinite(value)) return "form_answer_not_number";
  if ((String(value).split(".")[1] ?? "").length > MAX_DECIMALS) return "form_answer_not_number";
  if (value < Math.max(0, field.min ?? 0)) return "form_answer_too_small";
  if (field.max !== undefined && value > field.max) return "form_answer_too_large";
  return null;
}

function valueRefusal(field: FormField, value: FormAnswerValue): ErrorCode | null {
  const text = typeof value === "string" ? value : "";
  switch (field.type) {
    case "text":
    case "long_text":
      return textRefusal(field, text);
    case "email":
      return EMAIL.test(text) ? null : "invalid_email";
    case "phone":
      return PHONE.test(text) ? null : "phone_must_be_digits";
    case "number":
      return numberRefusal(field, value);
    case "date":
      return DATE.test(text) ? null : "form_answer_date_invalid";
    default:
      return null;
  }
}

/** Per shown field, the first rule its value breaks: what the server would answer for it. */
export function answerErrors(definition: FormDefinition, values: FormValues): FieldErrors {
  const answers = answersOf(definition, values);
  const errors: FieldErrors = {};
  const shown: FormSubmission["answers"] = {};
  for (const field of definition.fields) {
    if (!isShown(field.show_if, shown)) continue;
    const value = answers[field.name];
    if (value === undefined) {
      if (field.required) {
        errors[field.name] = field.type === "consent" ? "consent_required" : "form_answer_required";
      }
      continue;
    }
    shown[field.name] = value;
    const code = valueRefusal(field, value);
    if (code) errors[field.name] = code;
  }
  return errors;
}
