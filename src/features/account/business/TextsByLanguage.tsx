import { type KeyboardEvent, useId, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { TEXT_LANGS } from "../../../../machines/business-draft";
import type { FieldErrors } from "../../../../machines/field-check";
import type { Lang } from "../../../../sdk";
import { LOCALE_AUTONYMS } from "../../../components/LanguageSelect";
import { textFieldStyle } from "../../../components/text-field-style";
import { FieldMessage, Hint, TextField } from "../form-parts";

interface TextsByLanguageProps {
  names: Record<Lang, string>;
  descriptions: Record<Lang, string>;
  errors: FieldErrors;
  onChange: (changes: {
    names?: Record<Lang, string>;
    descriptions?: Record<Lang, string>;
  }) => void;
}

/**
 * The business's name and description in each language, a tab per language (WAI-ARIA tabs:
 * arrow keys move between them). A tab says when its language has no name, or an error.
 */
export function TextsByLanguage({ names, descriptions, errors, onChange }: TextsByLanguageProps) {
  const { locale } = useIntl();
  // Open on the reader's language when it has a name, else on the first language that has one:
  // the owner sees what they wrote, not an empty tab.
  const [current, setCurrent] = useState<Lang>(() => {
    const named = TEXT_LANGS.filter((lang) => names[lang].trim() !== "");
    const own = TEXT_LANGS.find((lang) => lang === locale);
    if (own && (named.includes(own) || named.length === 0)) return own;
    return named[0] ?? TEXT_LANGS[0] ?? "ru";
  });
  const base = useId();
  const tabs = useRef<Partial<Record<Lang, HTMLButtonElement | null>>>({});
  const hasError = (lang: Lang) =>
    Boolean(errors[`names.${lang}`] || errors[`descriptions.${lang}`]);

  const onKeyDown = (event: KeyboardEvent) => {
    const index = TEXT_LANGS.indexOf(current);
    // Logical order: in a right-to-left page the next tab is to the left.
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: Lang | undefined;
    if (step) next = TEXT_LANGS[(index + step + TEXT_LANGS.length) % TEXT_LANGS.length];
    if (event.key === "Home") next = TEXT_LANGS[0];
    if (event.key === "End") next = TEXT_LANGS[TEXT_LANGS.length - 1];
    if (!next) return;
    event.preventDefault();
    setCurrent(next);
    tabs.current[next]?.focus();
  };

  return (
    <div>
      <Hint>
        <FormattedMessage id="businessEdit.texts.hint" />
      </Hint>
      {errors.names && <FieldMessage id={`${base}-names`} code={errors.names} />}
      <TabList role="tablist" onKeyDown={onKeyDown}>
        {TEXT_LANGS.map((lang) => {
          const missing = names[lang].trim() === "";
          return (
            <Tab
              key={lang}
              ref={(element) => {
                tabs.current[lang] = element;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${lang}`}
              aria-selected={lang === current}
              aria-controls={`${base}-panel-${lang}`}
              tabIndex={lang === current ? 0 : -1}
              $invalid={hasError(lang)}
              onClick={() => setCurrent(lang)}
            >
              <span lang={lang}>{LOCALE_AUTONYMS[lang]}</span>
              {hasError(lang) ? (
                <Marker $tone="danger">
                  <FormattedMessage id="businessEdit.texts.error" />
                </Marker>
              ) : (
                missing && (
                  <Marker $tone="muted">
                    <FormattedMessage id="businessEdit.texts.missing" />
                  </Marker>
                )
              )}
            </Tab>
          );
        })}
      </TabList>
      {TEXT_LANGS.map((lang) => (
        <Panel
          key={lang}
          role="tabpanel"
          id={`${base}-panel-${lang}`}
          aria-labelledby={`${base}-tab-${lang}`}
          hidden={lang !== current}
        >
          <TextField
            label={<FormattedMessage id="businessEdit.texts.name" />}
            dir="auto"
            lang={lang}
            value={names[lang]}
            error={errors[`names.${lang}`]}
            onChange={(event) => onChange({ names: { ...names, [lang]: event.target.value } })}
          />
          <DescriptionField>
            <label htmlFor={`${base}-description-${lang}`}>
              <FormattedMessage id="businessEdit.texts.description" />
            </label>
            <textarea
              id={`${base}-description-${lang}`}
              dir="auto"
              lang={lang}
              rows={5}
              value={descriptions[lang]}
              aria-invalid={errors[`descriptions.${lang}`] ? true : undefined}
              aria-describedby={
                errors[`descriptions.${lang}`] ? `${base}-description-${lang}-error` : undefined
              }
              onChange={(event) =>
                onChange({ descriptions: { ...descriptions, [lang]: event.target.value } })
              }
            />
            {errors[`descriptions.${lang}`] && (
              <FieldMessage
                id={`${base}-description-${lang}-error`}
                code={errors[`descriptions.${lang}`] ?? "validation_error"}
              />
            )}
          </DescriptionField>
        </Panel>
      ))}
    </div>
  );
}

// The four tabs fit one row on a phone too: each as wide as its language's name.
const TabList = styled.div`
  display: flex;
  gap: 0.125rem;
  margin-block: 0.5rem 0;
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
`;

const Tab = styled.button<{ $invalid: boolean }>`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  flex: 1 1 auto;
  justify-content: center;
  min-block-size: 44px;
  padding-block: 0.35rem;
  padding-inline: 0.3rem;
  white-space: nowrap;
  border: 1px solid transparent;
  border-block-end: none;
  border-start-start-radius: ${({ theme }) => theme.radius};
  border-start-end-radius: ${({ theme }) => theme.radius};
  background: none;
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &[aria-selected="true"] {
    border-color: ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    font-weight: 700;
    margin-block-end: -1px;
  }
`;

const Marker = styled.span<{ $tone: "danger" | "muted" }>`
  font-size: 0.75rem;
  font-weight: 400;
  color: ${({ theme, $tone }) => theme.color[$tone]};
`;

const Panel = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
  padding-block: 1rem 0;
  &[hidden] { display: none; }
`;

const DescriptionField = styled.div`
  display: grid;
  gap: 0.35rem;
  > label { font-weight: 600; }
  textarea {
    ${textFieldStyle}
    padding-block: 0.5rem;
    resize: vertical;
  }
`;
