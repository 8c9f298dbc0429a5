import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import type { FieldErrors } from "../../../machines/field-check";
import {
  FIELD_TYPES,
  withField,
  withFieldChanged,
  withFieldMoved,
  withoutField,
} from "../../../machines/form-draft";
import type { FormDraft, FormFieldType, FormPlacement } from "../../../sdk";
import { Button } from "../../components/Button";
import { ErrorText } from "../../components/ErrorText";
import { Select } from "../../components/form-controls";
import { LabelledField } from "../../components/LabelledField";
import { textFieldStyle } from "../../components/text-field-style";
import { FieldEditor } from "./FieldEditor";
import { LocalizedInputs } from "./LocalizedInputs";

const PLACEMENTS: readonly FormPlacement[] = ["landing", "contact_us", "for_business"];

interface DraftEditorProps {
  draft: FormDraft;
  errors: FieldErrors;
  onChange: (draft: FormDraft) => void;
}

/** The form being built: its title, address and page, then its fields in order. */
export function DraftEditor({ draft, errors, onChange }: DraftEditorProps) {
  const intl = useIntl();
  const [newType, setNewType] = useState<FormFieldType>("text");
  const fields = draft.definition.fields;
  return (
    <Editor>
      <LocalizedInputs
        labelId="formBuilder.titleIn"
        value={draft.title}
        onChange={(title) => onChange({ ...draft, title })}
      />
      {errors.title && <ErrorText code={errors.title} />}
      <Row>
        <LabelledField
          label={<FormattedMessage id="formBuilder.slug" />}
          hint={<FormattedMessage id="formBuilder.slugHint" />}
          error={errors.slug}
        >
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              dir="ltr"
              maxLength={60}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              value={draft.slug}
              onChange={(event) => onChange({ ...draft, slug: event.target.value })}
            />
          )}
        </LabelledField>
        <LabelledField
          label={<FormattedMessage id="formBuilder.placement" />}
          error={errors.placement}
        >
          {({ id, describedBy }) => (
            <Select
              id={id}
              aria-describedby={describedBy}
              value={draft.placement}
              onChange={(event) =>
                onChange({ ...draft, placement: event.target.value as FormPlacement })
              }
            >
              {PLACEMENTS.map((placement) => (
                <option key={placement} value={placement}>
                  {intl.formatMessage({ id: `formBuilder.placements.${placement}` })}
                </option>
              ))}
            </Select>
          )}
        </LabelledField>
      </Row>
      <h3>
        <FormattedMessage id="formBuilder.fields" />
      </h3>
      {fields.length === 0 && (
        <p>
          <FormattedMessage id="formBuilder.noFields" />
        </p>
      )}
      {fields.map((field, index) => (
        <FieldEditor
          // biome-ignore lint/suspicious/noArrayIndexKey: a field's name is what is being typed
          key={index}
          index={index}
          count={fields.length}
          field={field}
          earlier={fields.slice(0, index)}
          onChange={(change) => onChange(withFieldChanged(draft, index, change))}
          onMove={(by) => onChange(withFieldMoved(draft, index, by))}
          onRemove={() => onChange(withoutField(draft, index))}
        />
      ))}
      <AddRow>
        <LabelledField label={<FormattedMessage id="formBuilder.newFieldType" />}>
          {({ id, describedBy }) => (
            <Select
              id={id}
              aria-describedby={describedBy}
              value={newType}
              onChange={(event) => setNewType(event.target.value as FormFieldType)}
            >
              {FIELD_TYPES.map((type) => (
                <option key={type} value={type}>
                  {intl.formatMessage({ id: `formBuilder.types.${type}` })}
                </option>
              ))}
            </Select>
          )}
        </LabelledField>
        <Button type="button" $tone="plain" onClick={() => onChange(withField(draft, newType))}>
          <FormattedMessage id="formBuilder.addField" />
        </Button>
      </AddRow>
    </Editor>
  );
}

const Editor = styled.div`
  display: grid;
  gap: 1rem;
  h3 { margin: 0.5rem 0 0; }
  p { margin: 0; }
`;

const Row = styled.div`
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  align-items: start;
`;

const AddRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: end;
`;

const Input = styled.input`
  ${textFieldStyle}
`;
