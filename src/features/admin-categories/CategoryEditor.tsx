import { useActorRef, useSelector } from "@xstate/react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Link } from "wouter";
import { createCategoryEditorActors } from "../../../machines/categories.actors";
import { categoryChanged, categoryEditorMachine } from "../../../machines/category-editor.machine";
import { CONTENT_LANGS } from "../../../machines/content-langs";
import { Button } from "../../components/Button";
import { LoadFailed } from "../../components/catalog/LoadFailed";
import { ErrorText } from "../../components/ErrorText";
import { IconPicker } from "../../components/IconPicker";
import { LabelledField } from "../../components/LabelledField";
import { textFieldStyle } from "../../components/text-field-style";
import { useActors } from "../../lib/actors-context";
import { LOCALE_AUTONYMS } from "../../lib/i18n/resolve-locale";

/**
 * /admin/categories/:id: a category's name in each language, its position among its
 * siblings and its icon. The slug, kind and parent are shown, not edited: links and offerings
 * depend on them.
 */
export function CategoryEditor({ id }: { id: string }) {
  const intl = useIntl();
  const { api } = useActors();
  const editor = useActorRef(
    categoryEditorMachine.provide({ actors: createCategoryEditorActors(api) }),
    { input: { id } },
  );
  const category = useSelector(editor, (s) => s.context.category);
  const loadError = useSelector(editor, (s) => (s.matches("failed") ? s.context.error : null));
  const draft = useSelector(editor, (s) => s.context.draft);
  const errors = useSelector(editor, (s) => s.context.errors);
  const error = useSelector(editor, (s) => s.context.error);
  const busy = useSelector(editor, (s) => s.hasTag("busy"));
  const saved = useSelector(editor, (s) => s.context.saved);
  const changed = useSelector(editor, (s) => categoryChanged(s.context));
  const title = category ? (draft.names[intl.locale as keyof typeof draft.names] ?? "") : "";
  return (
    <Section aria-busy={!category}>
      <Link href="/admin/categories">
        <FormattedMessage id="adminCategories.back" />
      </Link>
      <h1>
        <FormattedMessage id="adminCategories.edit" />
        {category ? (
          <>
            : <bdi>{title || category.slug}</bdi>
          </>
        ) : null}
      </h1>
      {loadError ? (
        <LoadFailed code={loadError} onRetry={() => editor.send({ type: "category.retry" })} />
      ) : !category ? (
        <p role="status">
          <FormattedMessage id="common.loading" />
        </p>
      ) : (
        <Form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            editor.send({ type: "category.save" });
          }}
        >
          <p>
            <FormattedMessage
              id="adminCategories.identity"
              values={{
                slug: <bdi dir="ltr">{category.slug}</bdi>,
                kind: intl.formatMessage({ id: `adminCategories.kinds.${category.kind}` }),
              }}
            />
          </p>
          <Names>
            <legend>
              <FormattedMessage id="adminCategories.names" />
            </legend>
            {CONTENT_LANGS.map((lang) => (
              <LabelledField
                key={lang}
                label={
                  <FormattedMessage
                    id="adminCategories.nameIn"
                    values={{ language: LOCALE_AUTONYMS[lang] }}
                  />
                }
                error={errors[`names.${lang}`] ?? errors.names}
              >
                {({ id: fieldId, describedBy, invalid }) => (
                  <Input
                    id={fieldId}
                    name={`names.${lang}`}
                    lang={lang}
                    dir={lang === "fa" ? "rtl" : "ltr"}
                    maxLength={200}
                    value={draft.names[lang]}
                    onChange={(event) =>
                      editor.send({ type: "category.name", lang, value: event.target.value })
                    }
                    aria-invalid={invalid}
                    aria-describedby={describedBy}
                  />
                )}
              </LabelledField>
            ))}
          </Names>
          <LabelledField
            label={<FormattedMessage id="adminCategories.position" />}
            hint={<FormattedMessage id="adminCategories.positionHint" />}
            error={errors.position}
          >
            {({ id: fieldId, describedBy, invalid }) => (
              <Input
                id={fieldId}
                name="position"
                inputMode="numeric"
                dir="ltr"
                value={draft.position}
                onChange={(event) =>
                  editor.send({ type: "category.position", value: event.target.value })
                }
                aria-invalid={invalid}
                aria-describedby={describedBy}
              />
            )}
          </LabelledField>
          <IconPicker
            legend={intl.formatMessage({ id: "adminCategories.iconLegend" })}
            value={draft.icon}
            onChange={(icon) => editor.send({ type: "category.icon", icon })}
          />
          {errors.icon ? <ErrorText code={errors.icon} /> : null}
          <Actions>
            <Button type="submit" disabled={busy}>
              <FormattedMessage id={busy ? "adminCategories.saving" : "adminCategories.save"} />
            </Button>
            <p role="status">
              {saved ? (
                <FormattedMessage id="adminCategories.saved" />
              ) : changed ? (
                <FormattedMessage id="adminCategories.unsaved" />
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
  max-inline-size: 44rem;
  p { margin: 0; }
`;

const Names = styled.fieldset`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0.75rem 1rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  legend { padding-inline: 0.25rem; font-weight: 600; }
`;

const Input = styled.input`
  ${textFieldStyle}
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
`;
