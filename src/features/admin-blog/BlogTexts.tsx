import { useSelector } from "@xstate/react";
import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { BLOG_LANGS } from "../../../machines/blog-draft";
import type { Lang } from "../../../sdk";
import { ErrorText } from "../../components/ErrorText";
import { LanguageTabs } from "../../components/LanguageTabs";
import { LazyMarkdown } from "../../components/LazyMarkdown";
import { textFieldStyle } from "../../components/text-field-style";
import type { BlogEditorActor } from "./use-blog-editor";

/**
 * The post's texts in a tab per language (the shared LanguageTabs), each a title and the
 * Markdown body beside its live preview. A tab says whether its language is written, empty or
 * refused.
 */
export function BlogTexts({ actor }: { actor: BlogEditorActor }) {
  const intl = useIntl();
  const lang = useSelector(actor, (s) => s.context.tab);
  const translations = useSelector(actor, (s) => s.context.draft.translations);
  const errors = useSelector(actor, (s) => s.context.fieldErrors);
  const base = useId();
  const hasError = (one: Lang) => Boolean(errors[`${one}.title`] || errors[`${one}.body`]);
  const text = translations[lang];

  return (
    <div>
      {errors.translations && <ErrorText code={errors.translations} />}
      <LanguageTabs
        label={intl.formatMessage({ id: "admin.blogs.languages" })}
        langs={BLOG_LANGS}
        current={lang}
        troubled={BLOG_LANGS.filter(hasError)}
        status={(one) => (
          <FormattedMessage
            id={
              hasError(one)
                ? "admin.blogs.tabError"
                : translations[one].title.trim() !== ""
                  ? "admin.blogs.tabWritten"
                  : "admin.blogs.tabEmpty"
            }
          />
        )}
        onSelect={(next) => actor.send({ type: "blog.tab", lang: next })}
      >
        <Fields>
          <Field>
            <label htmlFor={`${base}-title`}>
              <FormattedMessage id="admin.blogs.postTitle" />
            </label>
            <input
              id={`${base}-title`}
              dir={lang === "fa" ? "rtl" : "auto"}
              lang={lang}
              maxLength={200}
              value={text.title}
              aria-invalid={errors[`${lang}.title`] ? true : undefined}
              onChange={(event) =>
                actor.send({ type: "blog.edit", lang, field: "title", value: event.target.value })
              }
            />
            {errors[`${lang}.title`] && (
              <ErrorText code={errors[`${lang}.title`] ?? "validation_error"} />
            )}
          </Field>
          <Columns>
            <Field>
              <label htmlFor={`${base}-body`}>
                <FormattedMessage id="admin.blogs.body" />
              </label>
              <textarea
                id={`${base}-body`}
                dir={lang === "fa" ? "rtl" : "auto"}
                lang={lang}
                rows={16}
                value={text.body}
                aria-describedby={`${base}-hint`}
                aria-invalid={errors[`${lang}.body`] ? true : undefined}
                onChange={(event) =>
                  actor.send({ type: "blog.edit", lang, field: "body", value: event.target.value })
                }
              />
              <Hint id={`${base}-hint`}>
                <FormattedMessage id="admin.blogs.bodyHint" />
              </Hint>
              {errors[`${lang}.body`] && (
                <ErrorText code={errors[`${lang}.body`] ?? "validation_error"} />
              )}
            </Field>
            <Preview aria-labelledby={`${base}-preview`}>
              <h2 id={`${base}-preview`}>
                <FormattedMessage id="admin.blogs.preview" />
              </h2>
              {text.body.trim() ? (
                <LazyMarkdown source={text.body} lang={lang} />
              ) : (
                <Hint>
                  <FormattedMessage id="admin.blogs.previewEmpty" />
                </Hint>
              )}
            </Preview>
          </Columns>
        </Fields>
      </LanguageTabs>
    </div>
  );
}

const Fields = styled.div`
  display: grid;
  gap: 1rem;
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr));
  gap: 1rem;
`;

const Field = styled.div`
  display: grid;
  align-content: start;
  gap: 0.35rem;
  > label { font-weight: 600; }
  input { ${textFieldStyle} }
  textarea {
    ${textFieldStyle}
    padding-block: 0.5rem;
    resize: vertical;
    font-family: ui-monospace, monospace;
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.color.muted};
`;

const Preview = styled.section`
  min-inline-size: 0;
  padding: 0.75rem 1rem;
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  > h2 { margin: 0 0 0.5rem; font-size: 0.9rem; color: ${({ theme }) => theme.color.muted}; }
`;
