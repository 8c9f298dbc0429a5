import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import type { Lang, TranslationRow } from "../../../sdk";
import { LOCALE_AUTONYMS } from "../../lib/i18n/resolve-locale";
import { dirOf } from "./translation-langs";

interface TranslationCellButtonProps {
  row: TranslationRow;
  lang: Lang;
  onOpen: () => void;
}

/** One message in one language as the table shows it: its text, marked when changed or missing. */
export function TranslationCellButton({ row, lang, onOpen }: TranslationCellButtonProps) {
  const intl = useIntl();
  const cell = row.messages[lang];
  return (
    <Cell
      type="button"
      aria-label={intl.formatMessage(
        { id: "translations.edit" },
        { key: row.key, language: LOCALE_AUTONYMS[lang] },
      )}
      onClick={onOpen}
    >
      {cell.text ? (
        <Text lang={lang} dir={dirOf(lang)}>
          {cell.text}
        </Text>
      ) : (
        <Mark>
          <FormattedMessage id="translations.missing" />
        </Mark>
      )}
      {cell.override !== null && (
        <Mark>
          <FormattedMessage id="translations.changed" />
        </Mark>
      )}
    </Cell>
  );
}

const Cell = styled.button`
  display: grid;
  gap: 0.25rem;
  inline-size: 100%;
  min-inline-size: 10rem;
  min-block-size: 44px;
  padding: 0.25rem 0.5rem;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius};
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover { border-color: ${({ theme }) => theme.color.border}; }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
`;

// A long message shows its first lines; the editor shows it whole.
const Text = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
  text-align: start;
`;

const Mark = styled.span`
  justify-self: start;
  padding-inline: 0.375rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 999px;
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.75rem;
`;
