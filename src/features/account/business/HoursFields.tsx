import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { type DayHours, WEEKDAYS } from "../../../../machines/business-draft";
import type { FieldErrors } from "../../../../machines/field-check";
import { controlBox } from "../../../components/form-controls";
import { FieldMessage } from "../form-parts";

interface HoursFieldsProps {
  hours: Record<number, DayHours>;
  errors: FieldErrors;
  onChange: (hours: Record<number, DayHours>) => void;
}

/**
 * Opening hours, a day per row (Monday first): open or closed, and from when to when. A day
 * open until midnight closes at 00:00.
 */
export function HoursFields({ hours, errors, onChange }: HoursFieldsProps) {
  const intl = useIntl();
  const id = useId();
  const change = (day: number, changes: Partial<DayHours>) => {
    const current = hours[day] ?? { open: false, opens: "09:00", closes: "18:00" };
    onChange({ ...hours, [day]: { ...current, ...changes } });
  };
  return (
    <Fieldset>
      <legend>
        <FormattedMessage id="businessEdit.hours.title" />
      </legend>
      {errors.working_hours && <FieldMessage id={`${id}-error`} code={errors.working_hours} />}
      {WEEKDAYS.map((day) => {
        const entry = hours[day] ?? { open: false, opens: "09:00", closes: "18:00" };
        const dayName = intl.formatMessage({ id: `businessPage.days.${day}` });
        const error = errors[`hours.${day}`];
        return (
          <Row key={day}>
            <Day>
              <input
                type="checkbox"
                checked={entry.open}
                aria-label={intl.formatMessage({ id: "businessEdit.hours.open" }, { day: dayName })}
                aria-describedby={error ? `${id}-${day}-error` : undefined}
                onChange={(event) => change(day, { open: event.target.checked })}
              />
              {dayName}
            </Day>
            {entry.open ? (
              <Times>
                <input
                  type="time"
                  value={entry.opens}
                  aria-label={intl.formatMessage(
                    { id: "businessEdit.hours.opens" },
                    { day: dayName },
                  )}
                  aria-invalid={error ? true : undefined}
                  onChange={(event) => change(day, { opens: event.target.value })}
                />
                <span aria-hidden="true">–</span>
                <input
                  type="time"
                  value={entry.closes}
                  aria-label={intl.formatMessage(
                    { id: "businessEdit.hours.closes" },
                    { day: dayName },
                  )}
                  aria-invalid={error ? true : undefined}
                  onChange={(event) => change(day, { closes: event.target.value })}
                />
              </Times>
            ) : (
              <Closed>
                <FormattedMessage id="businessPage.closed" />
              </Closed>
            )}
            {error && <FieldMessage id={`${id}-${day}-error`} code={error} />}
          </Row>
        );
      })}
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  border: none;
  legend { font-weight: 600; margin-block-end: 0.5rem; padding: 0; }
`;

// A day and its times side by side, or the times under the day on a narrow screen.
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 1rem;
  > label { flex: 0 0 9rem; }
  > p { flex-basis: 100%; }
`;

const Day = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-block-size: 44px;
  input { inline-size: 1.2rem; block-size: 1.2rem; }
`;

const Times = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  /* The opening time first, at the line's start, as the business page shows a range. */
  input {
    ${controlBox}
    min-inline-size: 0;
    padding-inline: 0.5rem;
    &[aria-invalid="true"] { border-color: ${({ theme }) => theme.color.danger}; }
  }
`;

const Closed = styled.span`
  color: ${({ theme }) => theme.color.muted};
`;
