import { useActorRef, useSelector } from "@xstate/react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Link } from "wouter";
import { formBuilderMachine } from "../../../machines/form-builder.machine";
import { createFormBuilderActors } from "../../../machines/forms.actors";
import { AuditTrail } from "../../components/AuditTrail";
import { Button } from "../../components/Button";
import { LoadFailed } from "../../components/catalog/LoadFailed";
import { ErrorText } from "../../components/ErrorText";
import { BuiltForm } from "../../components/forms/BuiltForm";
import { textIn } from "../../components/forms/localized";
import { useActors } from "../../lib/actors-context";
import { saveFile } from "../../lib/save-file";
import { DraftEditor } from "./DraftEditor";

/**
 * /form-builder: the forms (published or not, with their answers counted), one open in the
 * editor beside its preview as a visitor sees it; save, publish on its page or take it off,
 * and its answers as CSV. Answers arrive as leads in /admin/leads.
 */
export function FormBuilderPage() {
  const intl = useIntl();
  const { api } = useActors();
  const builder = useActorRef(
    formBuilderMachine.provide({
      actors: createFormBuilderActors(api),
      actions: { save: (_, file) => saveFile(file) },
    }),
  );
  const forms = useSelector(builder, (s) => s.context.forms);
  const openId = useSelector(builder, (s) => s.context.openId);
  const draft = useSelector(builder, (s) => s.context.draft);
  const errors = useSelector(builder, (s) => s.context.errors);
  const error = useSelector(builder, (s) => s.context.error);
  const failed = useSelector(builder, (s) => s.matches("failed"));
  const loading = useSelector(builder, (s) => s.matches("loading"));
  const busy = useSelector(builder, (s) => s.hasTag("busy"));
  const audit = useSelector(builder, (s) => s.context.audit);
  const open = forms.find((form) => form.id === openId) ?? null;

  if (failed && error) {
    return <LoadFailed code={error} onRetry={() => builder.send({ type: "builder.retry" })} />;
  }
  return (
    <Page aria-busy={busy}>
      <h1>
        <FormattedMessage id="formBuilder.title" />
      </h1>
      <section aria-labelledby="forms-heading">
        <h2 id="forms-heading">
          <FormattedMessage id="formBuilder.list" />
        </h2>
        {loading ? (
          <p role="status">
            <FormattedMessage id="common.loading" />
          </p>
        ) : forms.length === 0 ? (
          <p>
            <FormattedMessage id="formBuilder.empty" />
          </p>
        ) : (
          <List>
            {forms.map((form) => (
              <li key={form.id}>
                <Button
                  type="button"
                  $tone="plain"
                  aria-current={form.id === openId ? "true" : undefined}
                  onClick={() => builder.send({ type: "builder.open", id: form.id })}
                >
                  <bdi>{textIn(form.title, intl.locale) || form.slug}</bdi>
                </Button>{" "}
                <FormattedMessage
                  id="formBuilder.summary"
                  values={{
                    published: form.published ? "yes" : "no",
                    count: form.answers,
                    page: intl.formatMessage({ id: `formBuilder.placements.${form.placement}` }),
                  }}
                />
              </li>
            ))}
          </List>
        )}
        <Button type="button" onClick={() => builder.send({ type: "builder.new" })}>
          <FormattedMessage id="formBuilder.new" />
        </Button>
      </section>
      <Columns>
        <section aria-labelledby="editor-heading">
          <h2 id="editor-heading">
            <FormattedMessage id={open ? "formBuilder.editing" : "formBuilder.creating"} />
          </h2>
          <DraftEditor
            draft={draft}
            errors={errors}
            onChange={(next) => builder.send({ type: "builder.edit", draft: next })}
          />
          {error && <ErrorText code={error} />}
          <Actions>
            <Button
              type="button"
              disabled={busy}
              onClick={() => builder.send({ type: "builder.save" })}
            >
              <FormattedMessage id={busy ? "formBuilder.saving" : "formBuilder.save"} />
            </Button>
            {open && (
              <Button
                type="button"
                $tone="plain"
                disabled={busy}
                onClick={() =>
                  builder.send({ type: "builder.publish", published: !open.published })
                }
              >
                <FormattedMessage
                  id={open.published ? "formBuilder.unpublish" : "formBuilder.publish"}
                />
              </Button>
            )}
            {open && (
              <Button
                type="button"
                $tone="plain"
                disabled={busy}
                onClick={() => builder.send({ type: "builder.export" })}
              >
                <FormattedMessage id="formBuilder.export" />
              </Button>
            )}
          </Actions>
          {open?.published && (
            <p role="status">
              <FormattedMessage
                id="formBuilder.live"
                values={{ link: <Link href={`/forms/${open.slug}`}>/forms/{open.slug}</Link> }}
              />
            </p>
          )}
          {open && audit && <AuditTrail entries={audit} headingLevel={3} />}
        </section>
        <section aria-labelledby="preview-heading">
          <h2 id="preview-heading">
            <FormattedMessage id="formBuilder.preview" />
          </h2>
          {draft.definition.fields.length > 0 ? (
            <Preview>
              <BuiltForm
                // A new machine for each change: the preview shows the draft as it is now.
                key={JSON.stringify(draft)}
                preview
                form={{
                  id: openId ?? "",
                  slug: draft.slug,
                  title: draft.title,
                  placement: draft.placement,
                  definition: draft.definition,
                }}
              />
            </Preview>
          ) : (
            <p>
              <FormattedMessage id="formBuilder.noFields" />
            </p>
          )}
        </section>
      </Columns>
    </Page>
  );
}

const Page = styled.div`
  display: grid;
  gap: 1.5rem;
  h1, h2 { margin: 0 0 0.75rem; }
`;

const List = styled.ul`
  display: grid;
  gap: 0.25rem;
  margin: 0 0 1rem;
  padding: 0;
  list-style: none;
  [aria-current="true"] { font-weight: 700; text-decoration: underline; }
`;

const Columns = styled.div`
  display: grid;
  gap: 2rem;
  align-items: start;
  @media (min-width: 64rem) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    /* The preview stays in view while a long form is edited beside it. */
    > section:last-child { position: sticky; inset-block-start: 1rem; }
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-block: 1rem;
`;

const Preview = styled.div`
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
`;
