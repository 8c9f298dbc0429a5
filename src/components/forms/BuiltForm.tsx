import { useActorRef, useSelector } from "@xstate/react";
import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { fromPromise } from "xstate";
import { answersOf, isShown } from "../../../machines/form-answer-rules";
import { type FormAnswersSend, formAnswersMachine } from "../../../machines/form-answers.machine";
import { createFormAnswersActors } from "../../../machines/forms.actors";
import type { FormSubmissionSent, PublicForm } from "../../../sdk";
import { useActors } from "../../lib/actors-context";
import { Button } from "../Button";
import { ErrorText } from "../ErrorText";
import { AnswerField } from "./AnswerField";
import { textIn } from "./localized";

// The builder's preview goes through every step a visitor's form does, except the request.
const previewActors = {
  send: fromPromise<FormSubmissionSent, FormAnswersSend>(async () => ({
    id: "00000000-0000-4000-8000-000000000000",
  })),
};

/**
 * A form made with the form builder, as a visitor fills it in: its fields in order, each shown
 * or hidden by its `show_if` as the answers change, refusals beside their fields, thanks once
 * sent. In `preview` (the builder) nothing is sent.
 */
export function BuiltForm({
  form,
  preview = false,
  heading: Heading = "h2",
}: {
  form: PublicForm;
  preview?: boolean;
  /** `h1` where the form is the page (its own landing). */
  heading?: "h1" | "h2";
}) {
  const { api, locale: localeActor } = useActors();
  const actor = useActorRef(
    formAnswersMachine.provide({
      actors: preview
        ? previewActors
        : createFormAnswersActors(api, () => localeActor.getSnapshot().context.locale),
    }),
    { input: { form } },
  );
  const { locale } = useIntl();
  const headingId = useId();
  const values = useSelector(actor, (s) => s.context.values);
  const errors = useSelector(actor, (s) => s.context.errors);
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.hasTag("busy"));
  const sent = useSelector(actor, (s) => s.matches("sent"));
  const title = <span dir="auto">{textIn(form.title, locale)}</span>;

  if (sent) {
    return (
      <Thanks role="status" aria-labelledby={headingId}>
        <h2 id={headingId}>
          <FormattedMessage id="forms.sentTitle" />
        </h2>
        <p>
          <FormattedMessage id={preview ? "forms.previewSent" : "forms.sentText"} />
        </p>
        <div>
          <Button type="button" onClick={() => actor.send({ type: "form.again" })}>
            <FormattedMessage id="forms.again" />
          </Button>
        </div>
      </Thanks>
    );
  }

  // Which fields show follows the answers as they would be sent.
  const answers = answersOf(form.definition, values);
  const shown = form.definition.fields.filter((field) => isShown(field.show_if, answers));
  return (
    <Form
      noValidate
      aria-labelledby={headingId}
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: "form.submit" });
      }}
    >
      <Heading id={headingId}>{title}</Heading>
      {shown.map((field) => (
        <AnswerField
          key={field.name}
          field={field}
          value={values[field.name] ?? null}
          error={errors[field.name]}
          onChange={(value) => actor.send({ type: "form.change", name: field.name, value })}
        />
      ))}
      {error && <ErrorText code={error} />}
      <div>
        <Button type="submit" disabled={busy}>
          <FormattedMessage id={busy ? "forms.sending" : "forms.submit"} />
        </Button>
      </div>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: 1rem;
  max-inline-size: 36rem;
  h1, h2 { margin: 0; }
  h2 { font-size: 1.25rem; }
`;

const Thanks = styled.section`
  display: grid;
  gap: 0.75rem;
  h2 { margin: 0; font-size: 1.25rem; }
  p { margin: 0; }
`;
