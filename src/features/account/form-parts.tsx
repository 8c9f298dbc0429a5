import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import type { FailureCode } from "../../../machines/request-failure";
import { controlBox } from "../../components/form-controls";
import { textFieldStyle } from "../../components/text-field-style";

/** A part of the profile page: a card with its heading. */
export const Section = styled.section`
  margin-block-start: 1.5rem;
  padding: clamp(1rem, 4vw, 1.5rem);
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  h2 { margin-block: 0 1rem; font-size: 1.2rem; }
`;

export const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
  max-inline-size: 36rem;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
`;

/** Said once a change went through; read out by screen readers as it appears. */
export const Saved = styled.p.attrs({ role: "status" })`
  margin: 0;
  color: ${({ theme }) => theme.color.text};
  font-weight: 600;
`;

/** A failure code beside its field, as the sentence the person reads. */
export function FieldMessage({ id, code }: { id: string; code: FailureCode }) {
  return (
    <Message id={id} role="alert">
      <FormattedMessage
        id={code === "network_error" ? "request.network_error" : `errors.${code}`}
      />
    </Message>
  );
}

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: FailureCode | null;
  /** A line under the label: what the field is for, what happens when it changes. */
  hint?: ReactNode;
}

/** A labelled input whose error (the contract's code) is said beside it and tied to it. */
export function TextField({ label, error, hint, ...input }: TextFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].join(" ").trim();
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {error && <FieldMessage id={`${id}-error`} code={error} />}
    </Field>
  );
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  error?: FailureCode | null;
}

/** A labelled select whose error is said beside it and tied to it. */
export function SelectField({ label, error, children, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
      >
        {children}
      </Select>
      {error && <FieldMessage id={`${id}-error`} code={error} />}
    </Field>
  );
}

export const Field = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.35rem;
  > label { font-weight: 600; }
`;

export const Input = styled.input`
  ${textFieldStyle}
`;

const Select = styled.select`
  ${controlBox}
  inline-size: 100%;
  padding-inline: 0.5rem;
  &[aria-invalid="true"] { border-color: ${({ theme }) => theme.color.danger}; }
`;

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.9rem;
`;

const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-weight: 600;
`;
