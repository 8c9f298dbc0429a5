import safeRegex from "safe-regex2";
import type { ErrorCode, FormDefinition, FormField } from "../../../sdk/types.gen";
import { anchoredPattern } from "./answer-rules";

const CHOICES = new Set<FormField["type"]>(["single_choice", "multiple_choice"]);

/** A pattern a visitor's answer may be matched against: valid, and no catastrophic backtracking. */
function isSafePattern(pattern: string): boolean {
  try {
    anchoredPattern(pattern);
  } catch {
    return false;
  }
  return safeRegex(pattern);
}

function fieldRefusal(field: FormField, earlier: Map<string, FormField>): ErrorCode | null {
  if (earlier.has(field.name)) return "form_field_name_taken";
  if (CHOICES.has(field.type)) {
    const values = (field.options ?? []).map((option) => option.value);
    if (values.length === 0 || new Set(values).size !== values.length) {
      return "form_options_required";
    }
  }
  if (
    field.min_length !== undefined &&
    field.max_length !== undefined &&
    field.min_length > field.max_length
  ) {
    return "form_limits_invalid";
  }
  if (field.min !== undefined && field.max !== undefined && field.min > field.max) {
    return "form_limits_invalid";
  }
  if (field.pattern !== undefined && !isSafePattern(field.pattern)) return "form_pattern_invalid";
  if (field.show_if) {
    const source = earlier.get(field.show_if.field);
    if (!source) return "form_show_if_invalid";
    // A choice is shown by one of its options' values, so an `equals` no option has is a typo.
    if (CHOICES.has(source.type)) {
      const values = (source.options ?? []).map((option) => option.value);
      if (!values.includes(String(field.show_if.equals))) {
        return "form_show_if_invalid";
      }
    }
    if (source.type === "consent" && typeof field.show_if.equals !== "boolean") {
      return "form_show_if_invalid";
    }
  }
  return null;
}

/**
 * What the contract cannot state alone about a definition (`createForm`, `updateForm`): unique
 * names, choices with distinct options, limits in order, a safe pattern, and a `show_if` that
 * names an earlier field (so a form is always read top to bottom, never in a loop).
 */
export function definitionRefusal(definition: FormDefinition): ErrorCode | null {
  const earlier = new Map<string, FormField>();
  for (const field of definition.fields) {
    const code = fieldRefusal(field, earlier);
    if (code) return code;
    earlier.set(field.name, field);
  }
  return null;
}
