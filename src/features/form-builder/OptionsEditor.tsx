import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import type { FormOption } from "../../../sdk";
import { Button } from "../../components/Button";
import { LabelledField } from "../../components/LabelledField";
import { textFieldStyle } from "../../components/text-field-style";
import { LocalizedInputs } from "./LocalizedInputs";

interface OptionsEditorProps {
  options: FormOption[];
  onChange: (options: FormOption[]) => void;
}

/** A choice's options: each a value (what answers and the CSV hold) and its label. */
export function OptionsEditor({ options, onChange }: OptionsEditorProps) {
  const change = (index: number, option: FormOption) =>
    onChange(options.map((o, i) => (i === index ? option : o)));
  return (
    <Options>
      <legend>
        <FormattedMessage id="formBuilder.options" />
      </legend>
      {options.map((option, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an option's value is what is being typed
        <Option key={index}>
          <LabelledField
            label={<FormattedMessage id="formBuilder.optionValue" values={{ n: index + 1 }} />}
          >
            {({ id, describedBy }) => (
              <Input
                id={id}
                dir="auto"
                maxLength={100}
                aria-describedby={describedBy}
                value={option.value}
                onChange={(event) => change(index, { ...option, value: event.target.value })}
              />
            )}
          </LabelledField>
          <LocalizedInputs
            labelId="formBuilder.optionLabelIn"
            value={option.label}
            onChange={(label) => change(index, { ...option, label })}
          />
          {options.length > 1 && (
            <div>
              <Button
                type="button"
                $tone="plain"
                onClick={() => onChange(options.filter((_, i) => i !== index))}
              >
                <FormattedMessage id="formBuilder.removeOption" values={{ n: index + 1 }} />
              </Button>
            </div>
          )}
        </Option>
      ))}
      <div>
        <Button
          type="button"
          $tone="plain"
          onClick={() =>
            onChange([...options, { value: `option_${options.length + 1}`, label: {} }])
          }
        >
          <FormattedMessage id="formBuilder.addOption" />
        </Button>
      </div>
    </Options>
  );
}

const Options = styled.fieldset`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0.75rem;
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  min-inline-size: 0;
  legend { padding-inline: 0.25rem; font-weight: 600; }
`;

const Option = styled.div`
  display: grid;
  gap: 0.5rem;
  padding-block-end: 0.75rem;
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
`;

const Input = styled.input`
  ${textFieldStyle}
`;
