import { useId } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import type { BillingPeriod } from "../../../sdk";
import { VisuallyHidden } from "../../components/form-controls";

const PERIODS: BillingPeriod[] = ["month", "year"];

interface PeriodSwitchProps {
  period: BillingPeriod;
  /** The largest yearly saving among the plans, in percent (0: none to mention). */
  bestSaving: number;
  onChange: (period: BillingPeriod) => void;
}

/** Monthly or yearly prices: two radio buttons drawn as one switch, with what a year saves. */
export function PeriodSwitch({ period, bestSaving, onChange }: PeriodSwitchProps) {
  const name = useId();
  return (
    <Switch>
      <VisuallyHidden as="legend">
        <FormattedMessage id="subscription.period.label" />
      </VisuallyHidden>
      {PERIODS.map((value) => (
        <Option key={value}>
          <input
            type="radio"
            name={name}
            value={value}
            checked={period === value}
            onChange={() => onChange(value)}
          />
          <span>
            <FormattedMessage id={`subscription.period.${value}`} />
            {value === "year" && bestSaving > 0 && (
              <Saving>
                <FormattedMessage
                  id="subscription.period.saveUpTo"
                  values={{ percent: bestSaving / 100 }}
                />
              </Saving>
            )}
          </span>
        </Option>
      ))}
    </Switch>
  );
}

const Switch = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  justify-self: center;
  gap: 0.25rem;
  margin: 0;
  padding: 0.25rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.color.surface};
`;

const Option = styled.label`
  position: relative;
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  span {
    display: inline-flex;
    align-items: baseline;
    gap: 0.35rem;
    padding-block: 0.6rem;
    min-block-size: 44px;
    box-sizing: border-box;
    padding-inline: 1.1rem;
    border-radius: 999px;
    font-weight: 600;
  }
  input:checked + span {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
  input:focus-visible + span {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const Saving = styled.small`
  font-weight: 400;
`;
