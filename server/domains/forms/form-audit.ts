import type { Form, FormDefinition, LocalizedText } from "../../../sdk/types.gen";

type Audited = Pick<Form, "slug" | "placement" | "published"> & {
  title: LocalizedText;
  definition: FormDefinition;
};

/**
 * What the audit log keeps of a form: its address, title, page and whether it is published,
 * and its fields by name (the labels, rules and options stay in the form itself).
 */
export function auditedForm(form: Audited) {
  return {
    slug: form.slug,
    title: form.title,
    placement: form.placement,
    published: form.published,
    fields: form.definition.fields.map((field) => field.name),
  };
}
