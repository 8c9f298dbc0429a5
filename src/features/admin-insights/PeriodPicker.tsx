import { useSelector } from "@xstate/react";
import { type FormEvent, useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import type { ActorRefFrom } from "xstate";
import { PERIOD_PRESETS } from "../../../machines/admin-period";
import type { adminPeriodMachine } from "../../../machines/admin-period.machine";
import { Button } from "../../components/Button";
import { ErrorText } from "../../components/ErrorText";
import { textFieldStyle } from "../../components/text-field-style";

type PeriodActor = ActorRefFrom<typeof adminPeriodMachine>;

/**
 * 7, 30 or 90 days, or two dates: a group of toggle buttons (the pressed one is the period
 * shown) and, for a custom period, a small form whose problem is said beside it.
 */
export function PeriodPicker({ actor }: { actor: PeriodActor }) {
  const intl = useIntl();
  const period = useSelector(actor, (s) => s.context.period);
  const custom = useSelector(actor, (s) => s.matches("custom"));
  const from = useSelector(actor, (s) => s.context.from);
  const to = useSelector(actor, (s) => s.context.to);
  const problem = useSelector(actor, (s) => s.context.problem);
  const fromId = useId();
  const toId = useId();
  const apply = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: "period.apply" });
  };
  return (
    <Picker>
      <fieldset>
        <legend>
          <FormattedMessage id="admin.dashboard.period.label" />
        </legend>
        <Buttons>
          {PERIOD_PRESETS.map((days) => (
            <Button
              key={days}
              type="button"
              $tone="plain"
              aria-pressed={!custom && "days" in period && period.days === days}
              onClick={() => actor.send({ type: "period.preset", days })}
            >
              <FormattedMessage
                id="admin.dashboard.period.days"
                values={{ count: intl.formatNumber(days) }}
              />
            </Button>
          ))}
          <Button
            type="button"
            $tone="plain"
            aria-pressed={custom}
            onClick={() => actor.send({ type: "period.custom" })}
          >
            <FormattedMessage id="admin.dashboard.period.custom" />
          </Button>
        </Buttons>
      </fieldset>
      {custom && (
        <CustomForm onSubmit={apply} noValidate>
          <Field>
            <label htmlFor={fromId}>
              <FormattedMessage id="admin.dashboard.period.from" />
            </label>
            <DateInput
              id={fromId}
              type="date"
              value={from}
              aria-invalid={problem !== null}
              onChange={(e) => actor.send({ type: "period.edit", from: e.target.value })}
            />
          </Field>
          <Field>
            <label htmlFor={toId}>
              <FormattedMessage id="admin.dashboard.period.to" />
            </label>
            <DateInput
              id={toId}
              type="date"
              value={to}
              aria-invalid={problem !== null}
              onChange={(e) => actor.send({ type: "period.edit", to: e.target.value })}
            />
          </Field>
          <Button type="submit">
            <FormattedMessage id="admin.dashboard.period.apply" />
          </Button>
          {problem && <ErrorText code={problem} />}
        </CustomForm>
      )}
    </Picker>
  );
}

const Picker = styled.div`
  display: grid;
  gap: 0.75rem;
  fieldset { border: 0; margin: 0; padding: 0; display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem; }
  legend { float: inline-start; font-weight: 600; }
  [aria-pressed="true"] { background: ${({ theme }) => theme.color.primary}; color: ${({ theme }) => theme.color.onPrimary}; }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const CustomForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0.75rem;
`;

const Field = styled.div`
  display: grid;
  gap: 0.25rem;
`;

const DateInput = styled.input`
  ${textFieldStyle}
  inline-size: auto;
`;
