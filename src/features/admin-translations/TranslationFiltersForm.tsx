import { useId, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import type { TranslationFilters } from "../../../machines/translation-table.machine";
import type { Lang, TranslationFilter } from "../../../sdk";
import { Button } from "../../components/Button";
import { Select } from "../../components/form-controls";
import { textFieldStyle } from "../../components/text-field-style";
import { LOCALE_AUTONYMS } from "../../lib/i18n/resolve-locale";
import { TRANSLATION_LANGS } from "./translation-langs";

const FILTERS: TranslationFilter[] = ["missing", "identical", "overridden"];

interface TranslationFiltersFormProps {
  filters: TranslationFilters;
  onChange: (filters: Partial<TranslationFilters>) => void;
}

/** The table's search and filters: a choice applies at once; the text when submitted. */
export function TranslationFiltersForm({ filters, onChange }: TranslationFiltersFormProps) {
  const intl = useIntl();
  const [text, setText] = useState(filters.q);
  const id = useId();
  return (
    <Form
      role="search"
      aria-label={intl.formatMessage({ id: "translations.filters" })}
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ q: text });
      }}
    >
      <label htmlFor={`${id}-q`}>
        <FormattedMessage id="translations.search" />
        <Input
          id={`${id}-q`}
          type="search"
          dir="auto"
          maxLength={100}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      <Button type="submit" $tone="plain">
        <FormattedMessage id="translations.searchButton" />
      </Button>
      <label htmlFor={`${id}-filter`}>
        <FormattedMessage id="translations.show" />
        <Select
          id={`${id}-filter`}
          value={filters.filter}
          onChange={(event) => onChange({ filter: event.target.value as TranslationFilter | "" })}
        >
          <option value="">{intl.formatMessage({ id: "translations.filter.all" })}</option>
          {FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {intl.formatMessage({ id: `translations.filter.${filter}` })}
            </option>
          ))}
        </Select>
      </label>
      <label htmlFor={`${id}-lang`}>
        <FormattedMessage id="translations.lang" />
        <Select
          id={`${id}-lang`}
          value={filters.lang}
          onChange={(event) => onChange({ lang: event.target.value as Lang | "" })}
        >
          <option value="">{intl.formatMessage({ id: "translations.anyLang" })}</option>
          {TRANSLATION_LANGS.map((lang) => (
            <option key={lang} value={lang} lang={lang}>
              {LOCALE_AUTONYMS[lang]}
            </option>
          ))}
        </Select>
      </label>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: end;
  label { display: grid; gap: 0.25rem; }
`;

const Input = styled.input`
  ${textFieldStyle}
  min-inline-size: min(18rem, 100%);
`;
