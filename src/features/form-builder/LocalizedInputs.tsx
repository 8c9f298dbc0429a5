import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import type { LocalizedText } from "../../../sdk";
import { LabelledField } from "../../components/LabelledField";
import { textFieldStyle } from "../../components/text-field-style";
import { LOCALE_AUTONYMS, LOCALES } from "../../lib/i18n/resolve-locale";

interface LocalizedInputsProps {
  /** Message id of each input's label, given `{lang}` (the language's own name). */
  labelId: string;
  value: LocalizedText;
  onChange: (value: LocalizedText) => void;
  maxLength?: number;
}

/** One text in the four languages; a language left empty is absent (the reader falls back). */
export function LocalizedInputs({
  labelId,
  value,
  onChange,
  maxLength = 200,
}: LocalizedInputsProps) {
  return (
    <Grid>
      {LOCALES.map((lang) => (
        <LabelledField
          key={lang}
          label={<FormattedMessage id={labelId} values={{ lang: LOCALE_AUTONYMS[lang] }} />}
        >
          {({ id, describedBy }) => (
            <Input
              id={id}
              lang={lang}
              dir={lang === "fa" ? "rtl" : "ltr"}
              maxLength={maxLength}
              aria-describedby={describedBy}
              value={value[lang] ?? ""}
              onChange={(event) => {
                const next = { ...value, [lang]: event.target.value };
                if (!event.target.value) delete next[lang];
                onChange(next);
              }}
            />
          )}
        </LabelledField>
      ))}
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  align-items: start;
`;

const Input = styled.input`
  ${textFieldStyle}
`;
