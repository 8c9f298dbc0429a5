import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import {
  FIELD_TYPES,
  usesLength,
  usesOptions,
  usesPattern,
  usesRange,
} from "../../../machines/form-draft";
import type { FormField, FormFieldType } from "../../../sdk";
import { Button } from "../../components/Button";
import { Select } from "../../components/form-controls";
import { LabelledField } from "../../components/LabelledField";
import { LazyNumericInput } from "../../components/LazyNumericInput";
import { textFieldStyle } from "../../components/text-field-style";
import { LocalizedInputs } from "./LocalizedInputs";
import { OptionsEditor } from "./OptionsEditor";
import { ShowIfEditor } from "./ShowIfEditor";

interface FieldEditorProps {
  index: number;
  count: number;
  field: FormField;
  earlier: FormField[];
  onChange: (change: Partial<FormField>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** One field of the draft: its type, name, labels, whether required, limits, pattern, options, rule. */
export function FieldEditor(props: FieldEditorProps) {
  const { index, count, field, earlier, onChange, onMove, onRemove } = props;
  const intl = useIntl();
  const limit = (key: "min_length" | "max_length" | "min" | "max", labelId: string) => (
    <LabelledField label={<FormattedMessage id={labelId} />}>
      {({ id, describedBy }) => (
        <LazyNumericInput
          id={id}
          aria-describedby={describedBy}
          value={field[key] ?? null}
          // Cleared, the limit is absent (0 is a limit of its own only where typed).
          onChange={(value) => onChange({ [key]: value === null ? undefined : value })}
        />
      )}
    </LabelledField>
  );
  return (
    <Box>
      <legend>
        <FormattedMessage
          id="formBuilder.fieldHeading"
          values={{
            n: index + 1,
            type: intl.formatMessage({ id: `formBuilder.types.${field.type}` }),
          }}
        />
      </legend>
      <Row>
        <LabelledField label={<FormattedMessage id="formBuilder.fieldType" />}>
          {({ id, describedBy }) => (
            <Select
              id={id}
              aria-describedby={describedBy}
              value={field.type}
              onChange={(event) => onChange({ type: event.target.value as FormFieldType })}
            >
              {FIELD_TYPES.map((type) => (
                <option key={type} value={type}>
                  {intl.formatMessage({ id: `formBuilder.types.${type}` })}
                </option>
              ))}
            </Select>
          )}
        </LabelledField>
        <LabelledField
          label={<FormattedMessage id="formBuilder.fieldName" />}
          hint={<FormattedMessage id="formBuilder.fieldNameHint" />}
        >
          {({ id, describedBy }) => (
            <Input
              id={id}
              dir="ltr"
              maxLength={40}
              aria-describedby={describedBy}
              value={field.name}
              onChange={(event) => onChange({ name: event.target.value })}
            />
          )}
        </LabelledField>
      </Row>
      <LocalizedInputs
        labelId="formBuilder.labelIn"
        value={field.label}
        onChange={(label) => onChange({ label })}
      />
      <Check>
        <input
          type="checkbox"
          checked={field.required}
          onChange={(event) => onChange({ required: event.target.checked })}
        />
        <FormattedMessage id="formBuilder.required" />
      </Check>
      {usesLength(field.type) && (
        <Row>
          {limit("min_length", "formBuilder.minLength")}
          {limit("max_length", "formBuilder.maxLength")}
        </Row>
      )}
      {usesRange(field.type) && (
        <Row>
          {limit("min", "formBuilder.min")}
          {limit("max", "formBuilder.max")}
        </Row>
      )}
      {usesPattern(field.type) && (
        <LabelledField
          label={<FormattedMessage id="formBuilder.pattern" />}
          hint={<FormattedMessage id="formBuilder.patternHint" />}
        >
          {({ id, describedBy }) => (
            <Input
              id={id}
              dir="ltr"
              maxLength={200}
              aria-describedby={describedBy}
              value={field.pattern ?? ""}
              onChange={(event) => onChange({ pattern: event.target.value || undefined })}
            />
          )}
        </LabelledField>
      )}
      {usesOptions(field.type) && (
        <OptionsEditor
          options={field.options ?? []}
          onChange={(options) => onChange({ options })}
        />
      )}
      {earlier.length > 0 && (
        <ShowIfEditor
          earlier={earlier}
          value={field.show_if}
          onChange={(show_if) => onChange({ show_if })}
        />
      )}
      <Actions>
        <Button type="button" $tone="plain" disabled={index === 0} onClick={() => onMove(-1)}>
          <FormattedMessage id="formBuilder.moveUp" />
        </Button>
        <Button
          type="button"
          $tone="plain"
          disabled={index === count - 1}
          onClick={() => onMove(1)}
        >
          <FormattedMessage id="formBuilder.moveDown" />
        </Button>
        <Button type="button" $tone="danger" onClick={onRemove}>
          <FormattedMessage id="formBuilder.removeField" />
        </Button>
      </Actions>
    </Box>
  );
}

const Box = styled.fieldset`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  min-inline-size: 0;
  legend { padding-inline: 0.25rem; font-weight: 700; }
`;

const Row = styled.div`
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  align-items: start;
`;

const Input = styled.input`
  ${textFieldStyle}
`;

const Check = styled.label`
  display: flex;
  gap: 0.5rem;
  align-items: center;
  input { inline-size: 1.25rem; block-size: 1.25rem; margin: 0; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;
