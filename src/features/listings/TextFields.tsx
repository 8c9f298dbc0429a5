import { useSelector } from "@xstate/react";
import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { LANGS, missingTitles } from "../../../machines/offering-draft";
import type { Lang } from "../../../sdk";
import { LOCALE_AUTONYMS } from "../../lib/i18n/resolve-locale";
import { describedBy, Field, FieldError, Hint, Section, TextArea, TextInput } from "./form-parts";
import type { EditorActor } from "./use-offering-editor";

/**
 * The title and description in each of the four languages. At least one title is needed; the
 * form says which languages have none yet, in each language's own name.
 */
export function TextFields({ actor }: { actor: EditorActor }) {
  const intl = useIntl();
  const headingId = useId();
  const titles = useSelector(actor, (s) => s.context.draft.titles);
  const descriptions = useSelector(actor, (s) => s.context.draft.descriptions);
  const errors = useSelector(actor, (s) => s.context.fieldErrors);
  const missing = useSelector(actor, (s) => missingTitles(s.context.draft), sameLangs);
  const edit = (field: "titles" | "descriptions", lang: Lang, value: string) =>
    actor.send({
      type: "editor.edit",
      change: { [field]: { ...(field === "titles" ? titles : descriptions), [lang]: value } },
    });

  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage id="listings.editor.texts" />
      </h2>
      <Hint>
        <FormattedMessage id="listings.editor.textsHint" />
      </Hint>
      <Status role="status" data-testid="missing-languages">
        {missing.length === 0 ? (
          <FormattedMessage id="listings.editor.allLanguages" />
        ) : (
          <FormattedMessage
            id="listings.editor.missing"
            values={{
              langs: intl.formatList(
                missing.map((lang) => (
                  <bdi key={lang} lang={lang}>
                    {LOCALE_AUTONYMS[lang]}
                  </bdi>
                )),
              ),
            }}
          />
        )}
      </Status>
      <FieldError id={`${headingId}-titles`} code={errors.titles} />
      <Languages>
        {LANGS.map((lang) => {
          const titleCode = errors[`titles.${lang}`] ?? errors.titles;
          const descriptionCode = errors[`descriptions.${lang}`];
          const name = LOCALE_AUTONYMS[lang];
          return (
            <Language key={lang} lang={lang}>
              <legend>
                <span>{name}</span>
                {missing.includes(lang) && (
                  <Missing lang={intl.locale}>
                    <FormattedMessage id="listings.editor.noTitle" />
                  </Missing>
                )}
              </legend>
              <Field>
                <label htmlFor={`${headingId}-title-${lang}`} lang={intl.locale}>
                  <FormattedMessage id="listings.editor.titleIn" values={{ lang: name }} />
                </label>
                <TextInput
                  id={`${headingId}-title-${lang}`}
                  dir="auto"
                  value={titles[lang]}
                  onChange={(event) => edit("titles", lang, event.target.value)}
                  {...describedBy(
                    errors[`titles.${lang}`]
                      ? `${headingId}-title-${lang}-error`
                      : `${headingId}-titles`,
                    titleCode,
                  )}
                />
                <FieldError
                  id={`${headingId}-title-${lang}-error`}
                  code={errors[`titles.${lang}`]}
                />
              </Field>
              <Field>
                <label htmlFor={`${headingId}-description-${lang}`} lang={intl.locale}>
                  <FormattedMessage id="listings.editor.descriptionIn" values={{ lang: name }} />
                </label>
                <TextArea
                  id={`${headingId}-description-${lang}`}
                  dir="auto"
                  rows={3}
                  value={descriptions[lang]}
                  onChange={(event) => edit("descriptions", lang, event.target.value)}
                  {...describedBy(`${headingId}-description-${lang}-error`, descriptionCode)}
                />
                <FieldError id={`${headingId}-description-${lang}-error`} code={descriptionCode} />
              </Field>
            </Language>
          );
        })}
      </Languages>
    </Section>
  );
}

const sameLangs = (a: Lang[], b: Lang[]) => a.join() === b.join();

const Status = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Languages = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
  gap: 0.75rem;
`;

const Language = styled.fieldset`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0.75rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  legend {
    display: flex;
    gap: 0.5rem;
    align-items: baseline;
    padding-inline: 0.25rem;
    font-weight: 700;
  }
`;

const Missing = styled.span`
  font-weight: 400;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.color.muted};
`;
