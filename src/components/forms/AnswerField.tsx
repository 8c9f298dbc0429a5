import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import type { FormValue } from "../../../machines/form-answer-rules";
import type { FailureCode } from "../../../machines/request-failure";
import type { FormField } from "../../../sdk";
import { ErrorText } from "../ErrorText";
import { LabelledField } from "../LabelledField";
import { LazyNumericInput } from "../LazyNumericInput";
import { MaskedInput } from "../MaskedInput";
import { PhoneHint } from "../PhoneHint";
import { textFieldStyle } from "../text-field-style";
import { textIn } from "./localized";

interface AnswerFieldProps {
  field: FormField;
  value: FormValue;
  error: FailureCode | undefined;
  onChange: (value: FormValue) => void;
}

/**
 * One field of a form made with the form builder, as its type asks: the app's own controls
 * (the Uzbek phone mask, SPEC's numeric input), labelled in the reader's language. Answers are
 * shown as typed text, never as markup.
 */
export function AnswerField({ field, value, error, onChange }: AnswerFieldProps) {
  const { locale } = useIntl();
  const label = (
    <>
      {textIn(field.label, locale)}
      {!field.required && (
        <Optional>
          {" "}
          <FormattedMessage id="forms.optional" />
        </Optional>
      )}
    </>
  );
  if (field.type === "single_choice" || field.type === "multiple_choice") {
    return (
      <ChoiceField field={field} value={value} error={error} onChange={onChange} label={label} />
    );
  }
  if (field.type === "consent") {
    return (
      <div>
        <Consent>
          <input
            type="checkbox"
            name={field.name}
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
            aria-invalid={Boolean(error)}
          />
          <span dir="auto">{textIn(field.label, locale)}</span>
        </Consent>
        {error && <ErrorText code={error} />}
      </div>
    );
  }
  const text = typeof value === "string" ? value : "";
  return (
    <LabelledField
      label={label}
      hint={field.type === "phone" ? <PhoneHint /> : undefined}
      error={error}
    >
      {({ id, describedBy, invalid }) => {
        const common = {
          id,
          name: field.name,
          "aria-invalid": invalid,
          "aria-describedby": describedBy,
        };
        switch (field.type) {
          case "phone":
            return (
              <MaskedInput
                {...common}
                kind="phone"
                autoComplete="tel"
                value={text}
                onChange={onChange}
              />
            );
          case "number":
            return (
              <LazyNumericInput
                {...common}
                value={typeof value === "number" ? value : null}
                onChange={onChange}
              />
            );
          case "long_text":
            return (
              <TextArea
                {...common}
                rows={5}
                dir="auto"
                maxLength={field.max_length ?? 4000}
                value={text}
                onChange={(event) => onChange(event.target.value)}
              />
            );
          default:
            return (
              <Input
                {...common}
                type={field.type === "email" ? "email" : field.type === "date" ? "date" : "text"}
                dir={field.type === "text" ? "auto" : "ltr"}
                maxLength={field.type === "text" ? (field.max_length ?? 200) : undefined}
                value={text}
                onChange={(event) => onChange(event.target.value)}
              />
            );
        }
      }}
    </LabelledField>
  );
}

function ChoiceField({
  field,
  value,
  error,
  onChange,
  label,
}: AnswerFieldProps & { label: React.ReactNode }) {
  const { locale } = useIntl();
  const errorId = useId();
  const many = field.type === "multiple_choice";
  const chosen = Array.isArray(value) ? value : typeof value === "string" ? [value] : [];
  const toggle = (option: string, checked: boolean) => {
    if (!many) return onChange(option);
    const next = checked ? [...chosen, option] : chosen.filter((v) => v !== option);
    // In the order the form lists them, whatever order they were ticked in.
    onChange((field.options ?? []).map((o) => o.value).filter((v) => next.includes(v)));
  };
  return (
    <Choices aria-invalid={Boolean(error)} aria-describedby={error ? errorId : undefined}>
      <legend>{label}</legend>
      {(field.options ?? []).map((option) => (
        <label key={option.value}>
          <input
            type={many ? "checkbox" : "radio"}
            name={field.name}
            value={option.value}
            checked={chosen.includes(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
          />
          <span dir="auto">{textIn(option.label, locale)}</span>
        </label>
      ))}
      {error && (
        <div id={errorId}>
          <ErrorText code={error} />
        </div>
      )}
    </Choices>
  );
}

const Optional = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.color.muted};
`;

const Input = styled.input`
  ${textFieldStyle}
`;

const TextArea = styled.textarea`
  ${textFieldStyle}
  min-block-size: 7rem;
  resize: vertical;
`;

const Choices = styled.fieldset`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;
  legend { padding: 0; margin-block-end: 0.25rem; font-weight: 600; }
  label { display: flex; gap: 0.5rem; align-items: center; min-block-size: 2rem; }
  input { inline-size: 1.25rem; block-size: 1.25rem; margin: 0; flex: none; }
`;

const Consent = styled.label`
  display: flex;
  gap: 0.5rem;
  align-items: start;
  input { inline-size: 1.25rem; block-size: 1.25rem; flex: none; margin: 0.1rem 0 0; }
`;
