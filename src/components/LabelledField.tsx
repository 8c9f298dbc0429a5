import { type ReactNode, useId } from "react";
import styled from "styled-components";
import type { FailureCode } from "../../machines/request-failure";
import { ErrorText } from "./ErrorText";

/** What a field's control needs to be named and described by its label, hint and error. */
export interface FieldControl {
  id: string;
  /** The label's own id, for controls named by `aria-labelledby` (a combobox and its list). */
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
}

interface LabelledFieldProps {
  label: ReactNode;
  /** A rule worth knowing before typing (read by screen readers with the field). */
  hint?: ReactNode;
  /** The code of what is wrong with the value, shown below it, translated. */
  error?: FailureCode | null;
  children: (control: FieldControl) => ReactNode;
}

/**
 * A form field: label, control, hint and error, tied together by ids (`aria-describedby`,
 * `aria-invalid`) for any control (an input, a select, a masked input, a combobox).
 */
export function LabelledField({ label, hint, error, children }: LabelledFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <Field>
      <label id={`${id}-label`} htmlFor={id}>
        {label}
      </label>
      {children({ id, labelId: `${id}-label`, describedBy, invalid: Boolean(error) })}
      {hint && <Hint id={hintId ?? undefined}>{hint}</Hint>}
      {error && (
        <div id={errorId ?? undefined}>
          <ErrorText code={error} />
        </div>
      )}
    </Field>
  );
}

const Field = styled.div`
  display: grid;
  gap: 0.35rem;
  min-inline-size: 0;
  label { font-weight: 600; }
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.muted};
`;
