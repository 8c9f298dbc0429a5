import { useActorRef, useSelector } from "@xstate/react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Link } from "wouter";
import {
  hasChanges,
  languagesWithErrors,
  PAGE_LANGS,
  pageEditorMachine,
} from "../../../machines/page-editor.machine";
import { createPageEditorActors } from "../../../machines/site-pages.actors";
import { Button } from "../../components/Button";
import { LoadFailed } from "../../components/catalog/LoadFailed";
import { ErrorText } from "../../components/ErrorText";
import { IconPicker } from "../../components/IconPicker";
import { LanguageTabs } from "../../components/LanguageTabs";
import { useActors } from "../../lib/actors-context";
import { LOCALE_AUTONYMS } from "../../lib/i18n/resolve-locale";
import { PageTextFields } from "./PageTextFields";

/**
 * /admin/pages/:slug: a page's title and Markdown text in a tab per language, each with its
 * preview as visitors will see it, and the icon beside the title. Saving sends all four
 * languages at once; a language that needs work is named and its tab opened.
 */
export function PageEditor({ slug }: { slug: string }) {
  const intl = useIntl();
  const { api, locale } = useActors();
  const editor = useActorRef(pageEditorMachine.provide({ actors: createPageEditorActors(api) }), {
    input: { slug, lang: locale.getSnapshot().context.locale },
  });
  const loaded = useSelector(editor, (s) => s.context.page !== null);
  const loadError = useSelector(editor, (s) => (s.matches("failed") ? s.context.error : null));
  const lang = useSelector(editor, (s) => s.context.lang);
  const draft = useSelector(editor, (s) => s.context.draft);
  const errors = useSelector(editor, (s) => s.context.errors);
  const error = useSelector(editor, (s) => s.context.error);
  const busy = useSelector(editor, (s) => s.hasTag("busy"));
  const saved = useSelector(editor, (s) => s.context.saved);
  const changed = useSelector(editor, (s) => hasChanges(s.context));
  const troubled = languagesWithErrors(errors);
  const title = draft.titles[intl.locale as keyof typeof draft.titles] || slug;
  return (
    <Section aria-busy={!loaded}>
      <Link href="/admin/pages">
        <FormattedMessage id="sitePages.admin.back" />
      </Link>
      <h1>
        <FormattedMessage id="sitePages.admin.edit" />: <bdi>{loaded ? title : slug}</bdi>
      </h1>
      {loadError ? (
        <LoadFailed code={loadError} onRetry={() => editor.send({ type: "editor.retry" })} />
      ) : !loaded ? (
        <p role="status">
          <FormattedMessage id="common.loading" />
        </p>
      ) : (
        <Form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            editor.send({ type: "editor.save" });
          }}
        >
          <LanguageTabs
            label={intl.formatMessage({ id: "sitePages.admin.languages" })}
            langs={PAGE_LANGS}
            current={lang}
            troubled={troubled}
            onSelect={(next) => editor.send({ type: "editor.tab", lang: next })}
          >
            <PageTextFields
              lang={lang}
              title={draft.titles[lang]}
              body={draft.bodies[lang]}
              titleError={errors[`titles.${lang}`] ?? errors.titles ?? null}
              bodyError={errors[`bodies.${lang}`] ?? errors.bodies ?? null}
              onChange={(field, value) =>
                editor.send({ type: "editor.change", field, lang, value })
              }
            />
          </LanguageTabs>
          <IconPicker
            legend={intl.formatMessage({ id: "sitePages.admin.icon" })}
            value={draft.icon}
            onChange={(icon) => editor.send({ type: "editor.icon", icon })}
          />
          {errors.icon ? <ErrorText code={errors.icon} /> : null}
          <Actions>
            <Button type="submit" disabled={busy}>
              <FormattedMessage id={busy ? "sitePages.admin.saving" : "sitePages.admin.save"} />
            </Button>
            <p role="status">
              {troubled.length > 0 ? (
                <FormattedMessage
                  id="sitePages.admin.fixLanguages"
                  values={{ languages: troubled.map((l) => LOCALE_AUTONYMS[l]).join(", ") }}
                />
              ) : saved ? (
                <FormattedMessage id="sitePages.admin.saved" />
              ) : changed ? (
                <FormattedMessage id="sitePages.admin.unsaved" />
              ) : null}
            </p>
          </Actions>
          {error ? <ErrorText code={error} /> : null}
        </Form>
      )}
    </Section>
  );
}

const Section = styled.section`
  display: grid;
  gap: 1rem;
  h1 { margin: 0; }
`;

const Form = styled.form`
  display: grid;
  gap: 1.25rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
  p { margin: 0; }
`;
