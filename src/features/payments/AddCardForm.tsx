import { useSelector } from "@xstate/react";
import { type ReactNode, useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import type { ActorRefFrom } from "xstate";
import type { cardBindingMachine } from "../../../machines/card-binding.machine";
import { Button } from "../../components/Button";
import { ErrorText } from "../../components/ErrorText";
import { LabelledField } from "../../components/LabelledField";
import { MaskedInput } from "../../components/MaskedInput";
import { OtpCodeStep } from "../../components/OtpCodeStep";
import { localizeDigits } from "../../lib/i18n/digits";

interface AddCardFormProps {
  actor: ActorRefFrom<typeof cardBindingMachine>;
  onCancel: () => void;
}

/**
 * A new card: its number and expiry, masked as typed (the mask arrives lazily, as every masked
 * field's), each rule it breaks beside its field before anything is sent; then the SMS code
 * the card's bank sent, with the time until a new one may be asked for. Once a refusal ends
 * the binding, only starting again is offered.
 */
export function AddCardForm({ actor, onCancel }: AddCardFormProps) {
  const headingId = useId();
  const code = useSelector(actor, (s) => s.children.code);
  const cancel = (
    <Button type="button" $tone="plain" onClick={onCancel}>
      <FormattedMessage id="paymentCards.cancel" />
    </Button>
  );
  return (
    <Box aria-labelledby={headingId}>
      <h3 id={headingId}>
        <FormattedMessage id="paymentCards.addTitle" />
      </h3>
      {code ? (
        <OtpCodeStep
          actor={code}
          headingLevel="h3"
          extraAction={
            <>
              <Button
                type="button"
                $tone="plain"
                onClick={() => actor.send({ type: "binding.restart" })}
              >
                <FormattedMessage id="paymentCards.restart" />
              </Button>
              {cancel}
            </>
          }
        />
      ) : (
        <CardFields actor={actor} cancel={cancel} />
      )}
    </Box>
  );
}

function CardFields({ actor, cancel }: { actor: AddCardFormProps["actor"]; cancel: ReactNode }) {
  const { locale } = useIntl();
  const entry = useSelector(actor, (s) => s.context.entry);
  const errors = useSelector(actor, (s) => s.context.errors);
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.hasTag("busy"));
  return (
    <Form
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: "binding.submit" });
      }}
    >
      <Fields>
        <LabelledField
          label={<FormattedMessage id="paymentCards.number" />}
          hint={<FormattedMessage id="paymentCards.numberHint" />}
          error={errors.number}
        >
          {({ id, describedBy, invalid }) => (
            <MaskedInput
              id={id}
              kind="card"
              name="card-number"
              autoComplete="cc-number"
              autoFocus
              value={entry.number}
              onChange={(number) => actor.send({ type: "binding.edit", change: { number } })}
              aria-invalid={invalid}
              aria-describedby={describedBy}
            />
          )}
        </LabelledField>
        <LabelledField
          label={<FormattedMessage id="paymentCards.expiry" />}
          hint={
            <FormattedMessage
              id="paymentCards.expiryHint"
              values={{ example: <bdi dir="ltr">{localizeDigits("12/30", locale)}</bdi> }}
            />
          }
          error={errors.expiry}
        >
          {({ id, describedBy, invalid }) => (
            <Expiry>
              <MaskedInput
                id={id}
                kind="expiry"
                name="card-expiry"
                autoComplete="cc-exp"
                value={entry.expiry}
                onChange={(expiry) => actor.send({ type: "binding.edit", change: { expiry } })}
                aria-invalid={invalid}
                aria-describedby={describedBy}
              />
            </Expiry>
          )}
        </LabelledField>
      </Fields>
      {error && <ErrorText code={error} />}
      <Actions>
        <Button type="submit" disabled={busy}>
          <FormattedMessage id="paymentCards.sendCode" />
        </Button>
        {cancel}
      </Actions>
    </Form>
  );
}

const Box = styled.section`
  display: grid;
  gap: 0.75rem;
  padding-block-start: 1rem;
  border-block-start: 1px solid ${({ theme }) => theme.color.border};
  h3 { margin: 0; font-size: 1.05rem; }
`;

const Form = styled.form`
  display: grid;
  gap: 1rem;
  max-inline-size: 28rem;
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
`;

const Expiry = styled.div`
  max-inline-size: 8rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;
