import { useActorRef, useSelector } from "@xstate/react";
import { type ReactNode, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import type { ActorRefFrom } from "xstate";
import { createContactChangeActors } from "../../../machines/contact-change.actors";
import { type ContactKind, contactChangeMachine } from "../../../machines/contact-change.machine";
import { Button } from "../../components/Button";
import { ErrorText } from "../../components/ErrorText";
import { VisuallyHidden } from "../../components/form-controls";
import { LabelledField } from "../../components/LabelledField";
import { MaskedInput } from "../../components/MaskedInput";
import { OtpCodeStep } from "../../components/OtpCodeStep";
import { PhoneHint } from "../../components/PhoneHint";
import { textFieldStyle } from "../../components/text-field-style";
import { useActors } from "../../lib/actors-context";
import { formatPhone } from "../../lib/format/phone";
import { Section } from "./form-parts";

/**
 * The signed-in person's email and phone, each changed with a code sent to the new one
 * (contact change machine). An email not yet confirmed says so and is confirmed by the same
 * flow for the same address. The confirmed profile goes to the session at once.
 */
export function ContactSection() {
  const { session } = useActors();
  const email = useSelector(session, (s) => s.context.user?.email ?? null);
  const emailVerified = useSelector(session, (s) => s.context.user?.email_verified ?? false);
  const phone = useSelector(session, (s) => s.context.user?.phone ?? null);
  const known = useSelector(session, (s) => s.context.user !== null);
  if (!known) return null;
  return (
    <ContactsSection aria-labelledby="contact-section-title">
      <h2 id="contact-section-title">
        <FormattedMessage id="signup.contact.title" />
      </h2>
      <ContactRow kind="email" current={email} unconfirmed={email !== null && !emailVerified} />
      <ContactRow kind="phone" current={phone} unconfirmed={false} />
    </ContactsSection>
  );
}

const LABELS: Record<ContactKind, { label: string; newLabel: string; done: string }> = {
  email: {
    label: "fields.email",
    newLabel: "signup.contact.newEmail",
    done: "signup.contact.emailChanged",
  },
  phone: {
    label: "fields.phone",
    newLabel: "signup.contact.newPhone",
    done: "signup.contact.phoneChanged",
  },
};

interface ContactRowProps {
  kind: ContactKind;
  current: string | null;
  /** An email the person has not shown to be theirs (registration's code went to the phone). */
  unconfirmed: boolean;
}

function ContactRow({ kind, current, unconfirmed }: ContactRowProps) {
  const { api, session } = useActors();
  const { locale } = useIntl();
  const actor = useActorRef(
    contactChangeMachine.provide({
      actors: createContactChangeActors(api),
      actions: { changed: (_, user) => session.send({ type: "session.userChanged", user }) },
    }),
    { input: { kind } },
  );
  // Confirming the current email has no form: its request runs from the idle row.
  const formOpen = useSelector(
    actor,
    (s) => !s.matches("idle") && !s.matches("code") && !s.context.confirming,
  );
  const code = useSelector(actor, (s) => s.children.code);
  const done = useSelector(actor, (s) => s.context.done);
  const confirming = useSelector(actor, (s) => s.context.confirming);
  const busy = useSelector(actor, (s) => s.hasTag("busy"));
  const error = useSelector(actor, (s) =>
    s.matches("idle") && s.context.confirming ? s.context.error : null,
  );
  const labels = LABELS[kind];
  const cancel = (
    <Button type="button" $tone="plain" onClick={() => actor.send({ type: "contact.cancel" })}>
      <FormattedMessage id="signup.contact.cancel" />
    </Button>
  );

  return (
    <Row>
      <Current>
        <dt>
          <FormattedMessage id={labels.label} />
        </dt>
        <dd>
          {current === null ? (
            <FormattedMessage id="signup.contact.none" />
          ) : kind === "phone" ? (
            <Phone dir="ltr">{formatPhone(current, locale)}</Phone>
          ) : (
            <bdi>{current}</bdi>
          )}
          {unconfirmed && (
            <Unconfirmed>
              <FormattedMessage id="signup.contact.notConfirmed" />
            </Unconfirmed>
          )}
        </dd>
      </Current>
      {code ? (
        <OtpCodeStep actor={code} extraAction={cancel} headingLevel="h3" />
      ) : formOpen ? (
        <NewContactForm actor={actor} kind={kind} label={labels.newLabel} cancel={cancel} />
      ) : (
        <div>
          <Actions>
            {unconfirmed && current !== null && (
              <Button
                type="button"
                disabled={busy}
                aria-busy={busy}
                onClick={() => actor.send({ type: "contact.confirm", value: current })}
              >
                <FormattedMessage id="signup.contact.confirm" />
                <VisuallyHidden>
                  {" "}
                  <FormattedMessage id={labels.label} />
                </VisuallyHidden>
              </Button>
            )}
            <Button
              type="button"
              $tone="plain"
              disabled={busy}
              onClick={() => actor.send({ type: "contact.start" })}
            >
              <FormattedMessage
                id={current === null ? "signup.contact.add" : "signup.contact.change"}
              />
              <VisuallyHidden>
                {" "}
                <FormattedMessage id={labels.label} />
              </VisuallyHidden>
            </Button>
          </Actions>
          {error && <ErrorText code={error} />}
          {done && (
            <Done role="status">
              <FormattedMessage id={confirming ? "signup.contact.emailConfirmed" : labels.done} />
            </Done>
          )}
        </div>
      )}
    </Row>
  );
}

interface NewContactFormProps {
  actor: ActorRefFrom<typeof contactChangeMachine>;
  kind: ContactKind;
  label: string;
  cancel: ReactNode;
}

/** The new email or phone; what is wrong with it is the machine's code. */
function NewContactForm({ actor, kind, label, cancel }: NewContactFormProps) {
  const [value, setValue] = useState("");
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.hasTag("busy"));
  return (
    <Form
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: "contact.submit", value });
      }}
    >
      <LabelledField
        label={<FormattedMessage id={label} />}
        hint={kind === "phone" ? <PhoneHint /> : undefined}
        error={error}
      >
        {({ id, describedBy, invalid }) =>
          kind === "phone" ? (
            <MaskedInput
              id={id}
              kind="phone"
              name="phone"
              autoComplete="tel"
              autoFocus
              value={value}
              onChange={setValue}
              aria-invalid={invalid}
              aria-describedby={describedBy}
            />
          ) : (
            <Input
              id={id}
              name="email"
              type="email"
              autoComplete="email"
              dir="auto"
              autoFocus
              value={value}
              onChange={(event) => setValue(event.target.value)}
              aria-invalid={invalid}
              aria-describedby={describedBy}
            />
          )
        }
      </LabelledField>
      <Actions>
        <Button type="submit" disabled={busy}>
          <FormattedMessage id="signup.contact.sendCode" />
        </Button>
        {cancel}
      </Actions>
    </Form>
  );
}

// The profile's section, with its rows apart.
const ContactsSection = styled(Section)`
  display: grid;
  gap: 1rem;
  h2 { margin: 0; }
`;

const Row = styled.div`
  display: grid;
  gap: 0.75rem;
  padding-block-start: 1rem;
  border-block-start: 1px solid ${({ theme }) => theme.color.border};
`;

const Current = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  margin: 0;
  dt { color: ${({ theme }) => theme.color.muted}; min-inline-size: 5rem; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const Form = styled.form`
  display: grid;
  gap: 0.75rem;
  max-inline-size: 28rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const Input = styled.input`
  ${textFieldStyle}
`;

// Beside the address, in the muted colour of a remark rather than an error's.
const Unconfirmed = styled.span`
  margin-inline-start: 0.5rem;
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.9em;
`;

const Done = styled.p`
  margin: 0.5rem 0 0;
  font-weight: 600;
`;

// A phone number is read as one unit: its groups never part across lines.
const Phone = styled.bdi`
  white-space: nowrap;
`;
