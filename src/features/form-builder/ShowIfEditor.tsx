import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import type { FormField, FormShowIf } from "../../../sdk";
import { Select } from "../../components/form-controls";
import { textIn } from "../../components/forms/localized";
import { LabelledField } from "../../components/LabelledField";
import { textFieldStyle } from "../../components/text-field-style";

interface ShowIfEditorProps {
  /** The fields before this one: a rule may name only those. */
  earlier: FormField[];
  value: FormShowIf | undefined;
  onChange: (value: FormShowIf | undefined) => void;
}

/** A field's one show-if rule: which earlier field, and the answer that shows it. */
export function ShowIfEditor({ earlier, value, onChange }: ShowIfEditorProps) {
  const intl = useIntl();
  const { locale } = intl;
  const source = earlier.find((field) => field.name === value?.field);
  const equals = (field: FormField): FormShowIf["equals"] =>
    field.type === "consent" ? true : (field.options?.[0]?.value ?? "");
  return (
    <Row>
      <LabelledField label={<FormattedMessage id="formBuilder.showIf" />}>
        {({ id, describedBy }) => (
          <Select
            id={id}
            aria-describedby={describedBy}
            value={value?.field ?? ""}
            onChange={(event) => {
              const field = earlier.find((f) => f.name === event.target.value);
              onChange(field ? { field: field.name, equals: equals(field) } : undefined);
            }}
          >
            <option value="">{intl.formatMessage({ id: "formBuilder.showIfAlways" })}</option>
            {earlier.map((field) => (
              <option key={field.name} value={field.name}>
                {textIn(field.label, locale) || field.name}
              </option>
            ))}
          </Select>
        )}
      </LabelledField>
      {source && value && (
        <LabelledField label={<FormattedMessage id="formBuilder.showIfEquals" />}>
          {({ id, describedBy }) =>
            source.options || source.type === "consent" ? (
              <Select
                id={id}
                aria-describedby={describedBy}
                value={String(value.equals)}
                onChange={(event) =>
                  onChange({
                    field: source.name,
                    equals:
                      source.type === "consent"
                        ? event.target.value === "true"
                        : event.target.value,
                  })
                }
              >
                {source.type === "consent"
                  ? ["true", "false"].map((v) => (
                      <option key={v} value={v}>
                        {intl.formatMessage({ id: `formBuilder.consent.${v}` })}
                      </option>
                    ))
                  : (source.options ?? []).map((option) => (
                      <option key={option.value} value={option.value}>
                        {textIn(option.label, locale) || option.value}
                      </option>
                    ))}
              </Select>
            ) : (
              <Input
                id={id}
                aria-describedby={describedBy}
                dir="auto"
                maxLength={100}
                value={String(value.equals)}
                onChange={(event) => onChange({ field: source.name, equals: event.target.value })}
              />
            )
          }
        </LabelledField>
      )}
    </Row>
  );
}

const Row = styled.div`
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  align-items: start;
`;

const Input = styled.input`
  ${textFieldStyle}
`;
