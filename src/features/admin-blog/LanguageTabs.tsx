import { useSelector } from "@xstate/react";
import { type KeyboardEvent, useId, useRef } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { BLOG_LANGS } from "../../../machines/blog-draft";
import type { Lang } from "../../../sdk";
import { ErrorText } from "../../components/ErrorText";
import { LazyMarkdown } from "../../components/LazyMarkdown";
import { textFieldStyle } from "../../components/text-field-style";
import { LOCALE_AUTONYMS } from "../../lib/i18n/resolve-locale";
import type { BlogEditorActor } from "./use-blog-editor";

/**
 * A tab per language (WAI-ARIA tabs: arrow keys move between them), each a title and the
 * Markdown body beside its live preview. A tab says when its language is written or refused.
 */
export function LanguageTabs({ actor }: { actor: BlogEditorActor }) {
  const current = useSelector(actor, (s) => s.context.tab);
  const translations = useSelector(actor, (s) => s.context.draft.translations);
  const errors = useSelector(actor, (s) => s.context.fieldErrors);
  const base = useId();
  const tabs = useRef<Partial<Record<Lang, HTMLButtonElement | null>>>({});
  const hasError = (lang: Lang) => Boolean(errors[`${lang}.title`] || errors[`${lang}.body`]);
  const open = (lang: Lang) => actor.send({ type: "blog.tab", lang });

  const onKeyDown = (event: KeyboardEvent) => {
    const index = BLOG_LANGS.indexOf(current);
    // Logical order: in a right-to-left page the next tab is to the left.
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: Lang | undefined;
    if (step) next = BLOG_LANGS[(index + step + BLOG_LANGS.length) % BLOG_LANGS.length];
    if (event.key === "Home") next = BLOG_LANGS[0];
    if (event.key === "End") next = BLOG_LANGS[BLOG_LANGS.length - 1];
    if (!next) return;
    event.preventDefault();
    open(next);
    tabs.current[next]?.focus();
  };

  return (
    <div>
      {errors.translations && <ErrorText code={errors.translations} />}
      <TabList role="tablist" onKeyDown={onKeyDown}>
        {BLOG_LANGS.map((lang) => {
          const written = translations[lang].title.trim() !== "";
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
              onClick={() => open(lang)}
            >
              <span lang={lang}>{LOCALE_AUTONYMS[lang]}</span>
              <Marker $tone={hasError(lang) ? "danger" : "muted"}>
                {hasError(lang) ? (
                  <FormattedMessage id="admin.blogs.tabError" />
                ) : (
                  <FormattedMessage
                    id={written ? "admin.blogs.tabWritten" : "admin.blogs.tabEmpty"}
                  />
                )}
              </Marker>
            </Tab>
          );
        })}
      </TabList>
      {BLOG_LANGS.map((lang) => (
        <Panel
          key={lang}
          role="tabpanel"
          id={`${base}-panel-${lang}`}
          aria-labelledby={`${base}-tab-${lang}`}
          hidden={lang !== current}
        >
          <Field>
            <label htmlFor={`${base}-title-${lang}`}>
              <FormattedMessage id="admin.blogs.postTitle" />
            </label>
            <input
              id={`${base}-title-${lang}`}
              dir={lang === "fa" ? "rtl" : "auto"}
              lang={lang}
              maxLength={200}
              value={translations[lang].title}
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
              <label htmlFor={`${base}-body-${lang}`}>
                <FormattedMessage id="admin.blogs.body" />
              </label>
              <textarea
                id={`${base}-body-${lang}`}
                dir={lang === "fa" ? "rtl" : "auto"}
                lang={lang}
                rows={16}
                value={translations[lang].body}
                aria-describedby={`${base}-hint-${lang}`}
                aria-invalid={errors[`${lang}.body`] ? true : undefined}
                onChange={(event) =>
                  actor.send({ type: "blog.edit", lang, field: "body", value: event.target.value })
                }
              />
              <Hint id={`${base}-hint-${lang}`}>
                <FormattedMessage id="admin.blogs.bodyHint" />
              </Hint>
              {errors[`${lang}.body`] && (
                <ErrorText code={errors[`${lang}.body`] ?? "validation_error"} />
              )}
            </Field>
            <Preview aria-labelledby={`${base}-preview-${lang}`}>
              <h2 id={`${base}-preview-${lang}`}>
                <FormattedMessage id="admin.blogs.preview" />
              </h2>
              {/* Only the open tab renders its preview: the others are hidden anyway. */}
              {lang === current &&
                (translations[lang].body.trim() ? (
                  <LazyMarkdown source={translations[lang].body} lang={lang} />
                ) : (
                  <Hint>
                    <FormattedMessage id="admin.blogs.previewEmpty" />
                  </Hint>
                ))}
            </Preview>
          </Columns>
        </Panel>
      ))}
    </div>
  );
}

const TabList = styled.div`
  display: flex;
  gap: 0.125rem;
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
`;

const Tab = styled.button`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  flex: 1 1 auto;
  min-block-size: 44px;
  padding: 0.35rem 0.3rem;
  white-space: nowrap;
  border: 1px solid transparent;
  border-block-end: none;
  border-start-start-radius: ${({ theme }) => theme.radius};
  border-start-end-radius: ${({ theme }) => theme.radius};
  background: none;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  cursor: pointer;
  &[aria-selected="true"] {
    border-color: ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    font-weight: 700;
    margin-block-end: -1px;
  }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.color.focus}; outline-offset: -2px; }
`;

const Marker = styled.span<{ $tone: "danger" | "muted" }>`
  font-size: 0.75rem;
  font-weight: 400;
  color: ${({ theme, $tone }) => theme.color[$tone]};
`;

const Panel = styled.div`
  display: grid;
  gap: 1rem;
  padding-block-start: 1rem;
  &[hidden] { display: none; }
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
