import type {
  FormAnswerValue,
  Lang,
  LeadFormAnswers,
  LocalizedText,
  PublicForm,
} from "../../../sdk/types.gen";
import type { Answers } from "./answer-rules";

/** A text in `lang`, else Russian (the fallback language), else whichever the text has. */
export function textIn(text: LocalizedText, lang: Lang): string {
  return text[lang] || text.ru || Object.values(text).find(Boolean) || "";
}

function shownValue(value: FormAnswerValue): string {
  if (Array.isArray(value)) return value.join("; ");
  return String(value);
}

function firstOfType(form: PublicForm, answers: Answers, type: "email" | "phone") {
  const field = form.definition.fields.find(
    (f) => f.type === type && answers[f.name] !== undefined,
  );
  return field ? String(answers[field.name]) : null;
}

/**
 * The lead a form's checked answers make: who (a text field named `name`, the first email and
 * phone answered) so the leads list and its search show them as they show the contact form's,
 * the answers in the sender's language as its message, and the answers themselves with the
 * labels of the form as it is now (LeadFormAnswers), so a later edit of the form does not
 * change what was asked.
 */
export function leadOfAnswers(form: PublicForm, answers: Answers, lang: Lang) {
  const nameField = form.definition.fields.find((f) => f.name === "name" && f.type === "text");
  const name = nameField && answers.name !== undefined ? String(answers.name) : "";
  const message = form.definition.fields
    .filter((field) => answers[field.name] !== undefined)
    .map(
      (field) =>
        `${textIn(field.label, lang)}: ${shownValue(answers[field.name] as FormAnswerValue)}`,
    )
    .join("\n");
  const snapshot: LeadFormAnswers = {
    form_id: form.id,
    title: form.title,
    items: form.definition.fields.map((field) => ({
      name: field.name,
      type: field.type,
      label: field.label,
      value: answers[field.name] ?? null,
    })),
  };
  return {
    name: name || textIn(form.title, lang),
    email: firstOfType(form, answers, "email"),
    phone: firstOfType(form, answers, "phone"),
    message,
    answers: snapshot,
  };
}
