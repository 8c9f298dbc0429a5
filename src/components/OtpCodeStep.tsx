import { useSelector } from "@xstate/react";
import { type ReactNode, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import type { ActorRefFrom } from "xstate";
import { type countdownMachine, secondsLeft } from "../../machines/countdown.machine";
import type { CodeSent, OtpCodeActor } from "../../machines/otp-code.machine";
import { formatSeconds } from "../lib/format/duration";
import { maskEmail } from "../lib/format/email";
import { formatPhone } from "../lib/format/phone";
import { Button } from "./Button";
import { LabelledField } from "./LabelledField";
import { MaskedInput } from "./MaskedInput";

interface OtpCodeStepProps<Verified, Sent extends CodeSent> {
  /** The code step's actor (otp-code.machine.ts), a child of the flow that sent the code. */
  actor: OtpCodeActor<Verified, Sent>;
  /** Shown beside the confirm button (a way back, in flows that have one). */
  extraAction?: ReactNode;
  /** The step's heading level: below the page's title, or inside a section of it. */
  headingLevel?: "h2" | "h3";
}

/**
 * The one-time code step: where the code went (a phone in SPEC's groups, an email masked by
 * SPEC's rule), the 6-digit field, the time until a new code may be asked for (`mm:ss`) and
 * the button that asks, enabled once the code has expired. Refusals are the machine's codes,
 * translated. Once one ends the step (`ended`), only its error and `extraAction` remain. Used
 * by registration, by a change of email or phone and by a card's binding (an SMS from the
 * card's bank, to the phone it masked).
 */
export function OtpCodeStep<Verified, Sent extends CodeSent>({
  actor,
  extraAction,
  headingLevel = "h2",
}: OtpCodeStepProps<Verified, Sent>) {
  const { locale } = useIntl();
  const [code, setCode] = useState("");
  const channel = useSelector(actor, (s) => s.context.sent.channel ?? "sms");
  const to = useSelector(actor, (s) => s.context.to);
  const error = useSelector(actor, (s) => s.context.error);
  const resent = useSelector(actor, (s) => s.context.resent);
  const verifying = useSelector(actor, (s) => s.hasTag("verifying"));
  const canResend = useSelector(actor, (s) => s.can({ type: "otp.resend" }));
  const countdown = useSelector(actor, (s) => s.children.countdown);
  const ended = useSelector(actor, (s) => s.matches("ended"));

  const destination =
    channel === "sms" ? (
      <Phone dir="ltr">{formatPhone(to, locale)}</Phone>
    ) : (
      <bdi>{maskEmail(to)}</bdi>
    );
  return (
    <Form
      noValidate
      aria-busy={verifying}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: "otp.submit", code });
      }}
    >
      <Heading as={headingLevel}>
        <FormattedMessage id="otp.title" />
      </Heading>
      <p>
        <FormattedMessage
          id={channel === "sms" ? "otp.sentSms" : "otp.sentEmail"}
          values={{ destination }}
        />
      </p>
      <LabelledField label={<FormattedMessage id="otp.code" />} error={error}>
        {({ id, describedBy, invalid }) => (
          <CodeField>
            <MaskedInput
              id={id}
              kind="code"
              name="code"
              autoComplete="one-time-code"
              autoFocus
              value={code}
              onChange={setCode}
              disabled={ended}
              aria-invalid={invalid}
              aria-describedby={describedBy}
            />
          </CodeField>
        )}
      </LabelledField>
      <Actions>
        <Button type="submit" disabled={verifying || ended}>
          <FormattedMessage id={verifying ? "otp.submitting" : "otp.submit"} />
        </Button>
        {extraAction}
      </Actions>
      <Resend hidden={ended}>
        {countdown ? (
          <ResendCountdown actor={countdown} />
        ) : (
          <span>
            <FormattedMessage id="otp.expired" />
          </span>
        )}
        <Button
          type="button"
          $tone="plain"
          disabled={!canResend}
          onClick={() => actor.send({ type: "otp.resend" })}
        >
          <FormattedMessage id="otp.resend" />
        </Button>
      </Resend>
      <p role="status">{resent && <FormattedMessage id="otp.resent" />}</p>
    </Form>
  );
}

/**
 * The time left until a new code may be asked for, as `mm:ss` in the language's digits. A
 * `timer` is not a live region: screen readers are not told every second.
 */
function ResendCountdown({ actor }: { actor: ActorRefFrom<typeof countdownMachine> }) {
  const { locale } = useIntl();
  const seconds = useSelector(actor, (s) => secondsLeft(s.context));
  return (
    <span>
      <FormattedMessage
        id="otp.resendIn"
        values={{
          time: (
            <Clock role="timer" aria-live="off">
              {formatSeconds(seconds, locale)}
            </Clock>
          ),
        }}
      />
    </span>
  );
}

const Form = styled.form`
  display: grid;
  gap: 1rem;
  max-inline-size: 28rem;
  p { margin: 0; }
`;

const Heading = styled.h2`
  margin: 0;
  font-size: 1.15rem;
`;

const CodeField = styled.div`
  max-inline-size: 12rem;
  input { font-size: 1.25rem; letter-spacing: 0.2em; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const Resend = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  color: ${({ theme }) => theme.color.muted};
`;

// A phone number is read as one unit: its groups never part across lines.
const Phone = styled.bdi`
  white-space: nowrap;
`;

const Clock = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: 600;
`;
