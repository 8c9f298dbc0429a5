import { useSelector } from "@xstate/react";
import { useId } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import type { ActorRefFrom } from "xstate";
import type { ContactTextField, contactFormMachine } from "../../../machines/contact-form.machine";
import { Button } from "../../components/Button";
import { ErrorText } from "../../components/ErrorText";
import { LabelledField } from "../../components/LabelledField";
import { MaskedInput } from "../../components/MaskedInput";
import { PhoneHint } from "../../components/PhoneHint";
import { textFieldStyle } from "../../components/text-field-style";

type ContactFormActor = ActorRefFrom<typeof contactFormMachine>;

/** The contact form's fields, its refusals beside them, and the thanks once it is sent. */
export function ContactForm({ actor }: { actor: ContactFormActor }) {
  const headingId = useId();
  const draft = useSelector(actor, (s) => s.context.draft);
  const errors = useSelector(actor, (s) => s.context.errors);
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.hasTag("busy"));
  const sent = useSelector(actor, (s) => s.matches("sent"));
  const set = (field: ContactTextField) => (value: string) =>
    actor.send({ type: "contact.change", field, value });

  if (sent) {
    return (
      <Thanks role="status" aria-labelledby={headingId}>
        <h2 id={headingId}>
          <FormattedMessage id="contactForm.sentTitle" />
        </h2>
        <p>
          <FormattedMessage id="contactForm.sentText" />
        </p>
        <div>
          <Button type="button" onClick={() => actor.send({ type: "contact.again" })}>
            <FormattedMessage id="contactForm.again" />
          </Button>
        </div>
      </Thanks>
    );
  }

  const text = (
    field: ContactTextField,
    labelId: string,
    options: { type?: string; autoComplete?: string; hintId?: string } = {},
  ) => (
    <LabelledField
      label={<FormattedMessage id={labelId} />}
      hint={options.hintId ? <FormattedMessage id={options.hintId} /> : undefined}
      error={errors[field]}
    >
      {({ id, describedBy, invalid }) => (
        <Input
          id={id}
          name={field}
          type={options.type ?? "text"}
          autoComplete={options.autoComplete}
          dir="auto"
          value={draft[field]}
          onChange={(event) => set(field)(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={describedBy}
        />
      )}
    </LabelledField>
  );

  return (
    <Form
      noValidate
      aria-labelledby={headingId}
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: "contact.submit" });
      }}
    >
      <h2 id={headingId}>
        <FormattedMessage id="contactForm.heading" />
      </h2>
      {text("name", "contactForm.name", { autoComplete: "name" })}
      <Group>
        <legend>
          <FormattedMessage id="contactForm.contactHint" />
        </legend>
        {text("email", "contactForm.email", { type: "email", autoComplete: "email" })}
        <LabelledField
          label={<FormattedMessage id="contactForm.phone" />}
          hint={<PhoneHint />}
          error={errors.phone}
        >
          {({ id, describedBy, invalid }) => (
            <MaskedInput
              id={id}
              kind="phone"
              name="phone"
              autoComplete="tel"
              value={draft.phone}
              onChange={set("phone")}
              aria-invalid={invalid}
              aria-describedby={describedBy}
            />
          )}
        </LabelledField>
      </Group>
      {text("subject", "contactForm.subject")}
      <LabelledField
        label={<FormattedMessage id="contactForm.message" />}
        hint={<FormattedMessage id="contactForm.messageHint" />}
        error={errors.message}
      >
        {({ id, describedBy, invalid }) => (
          <TextArea
            id={id}
            name="message"
            rows={6}
            dir="auto"
            maxLength={4000}
            value={draft.message}
            onChange={(event) => set("message")(event.target.value)}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
        )}
      </LabelledField>
      <Consent>
        <input
          type="checkbox"
          name="consent"
          checked={draft.consent}
          onChange={(event) => actor.send({ type: "contact.consent", value: event.target.checked })}
          aria-invalid={Boolean(errors.consent)}
        />
        <FormattedMessage id="contactForm.consent" />
      </Consent>
      {errors.consent && <ErrorText code={errors.consent} />}
      {error && <ErrorText code={error} />}
      <div>
        <Button type="submit" disabled={busy}>
          <FormattedMessage id={busy ? "contactForm.sending" : "contactForm.submit"} />
        </Button>
      </div>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: 1rem;
  max-inline-size: 36rem;
  h2 { margin: 0; font-size: 1.25rem; }
`;

const Group = styled.fieldset`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;
  legend { padding: 0; margin-block-end: 0.5rem; }
`;

const Input = styled.input`
  ${textFieldStyle}
`;

const TextArea = styled.textarea`
  ${textFieldStyle}
  min-block-size: 8rem;
  resize: vertical;
`;

const Consent = styled.label`
  display: flex;
  gap: 0.5rem;
  align-items: start;
  input { inline-size: 1.25rem; block-size: 1.25rem; flex: none; margin: 0.1rem 0 0; }
`;

const Thanks = styled.section`
  display: grid;
  gap: 0.75rem;
  h2 { margin: 0; font-size: 1.25rem; }
  p { margin: 0; }
`;
