import type { Form, FormDraft, FormField, FormFieldType } from "../sdk";

/**
 * The form builder's draft, changed by pure functions the page calls and hands to the machine
 * (`builder.edit`): a field added, changed, moved or removed. What a field keeps is what its
 * type uses, so a text turned into a choice does not carry a pattern nobody sees.
 */

export const FIELD_TYPES: readonly FormFieldType[] = [
  "text",
  "long_text",
  "email",
  "phone",
  "number",
  "single_choice",
  "multiple_choice",
  "date",
  "consent",
];

const TEXTS = new Set<FormFieldType>(["text", "long_text"]);
const CHOICES = new Set<FormFieldType>(["single_choice", "multiple_choice"]);

export const usesLength = (type: FormFieldType) => TEXTS.has(type);
export const usesPattern = (type: FormFieldType) => TEXTS.has(type);
export const usesRange = (type: FormFieldType) => type === "number";
export const usesOptions = (type: FormFieldType) => CHOICES.has(type);

export function blankDraft(): FormDraft {
  return {
    slug: "",
    title: {},
    placement: "landing",
    definition: { fields: [] },
  };
}

export function draftOf(form: Form): FormDraft {
  return {
    slug: form.slug,
    title: form.title,
    placement: form.placement,
    definition: form.definition,
  };
}

/** A name not yet used in the form: `field_1`, `field_2`, … */
function freeName(fields: FormField[]): string {
  const names = new Set(fields.map((field) => field.name));
  let n = fields.length + 1;
  while (names.has(`field_${n}`)) n += 1;
  return `field_${n}`;
}

export function withField(draft: FormDraft, type: FormFieldType): FormDraft {
  const fields = draft.definition.fields;
  const field: FormField = { type, name: freeName(fields), label: {}, required: false };
  if (usesOptions(type)) field.options = [{ value: "option_1", label: {} }];
  return { ...draft, definition: { fields: [...fields, field] } };
}

/** A field changed; the keys its (new) type does not use are dropped. */
export function withFieldChanged(draft: FormDraft, index: number, change: Partial<FormField>) {
  const fields = draft.definition.fields.map((field, i) => {
    if (i !== index) return field;
    const next: FormField = { ...field, ...change };
    if (!usesLength(next.type)) {
      delete next.min_length;
      delete next.max_length;
    }
    if (!usesPattern(next.type)) delete next.pattern;
    if (!usesRange(next.type)) {
      delete next.min;
      delete next.max;
    }
    if (!usesOptions(next.type)) delete next.options;
    else if (!next.options?.length) next.options = [{ value: "option_1", label: {} }];
    for (const key of Object.keys(next) as (keyof FormField)[]) {
      if (next[key] === undefined) delete next[key];
    }
    return next;
  });
  return { ...draft, definition: { fields } };
}

export function withFieldMoved(draft: FormDraft, index: number, by: -1 | 1): FormDraft {
  const fields = [...draft.definition.fields];
  const target = index + by;
  const [field] = fields.splice(index, 1);
  if (!field || target < 0 || target > fields.length) return draft;
  fields.splice(target, 0, field);
  return { ...draft, definition: { fields } };
}

export function withoutField(draft: FormDraft, index: number): FormDraft {
  return {
    ...draft,
    definition: { fields: draft.definition.fields.filter((_, i) => i !== index) },
  };
}
