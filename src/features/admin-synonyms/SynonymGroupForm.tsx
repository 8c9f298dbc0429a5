import { useSelector } from "@xstate/react";
import { useEffect, useId, useRef } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { CONTENT_LANGS } from "../../../machines/content-langs";
import type { Lang } from "../../../sdk";
import { Button } from "../../components/Button";
import { ErrorText } from "../../components/ErrorText";
import { Select } from "../../components/form-controls";
import { LabelledField } from "../../components/LabelledField";
import { textFieldStyle } from "../../components/text-field-style";
import { LOCALE_AUTONYMS } from "../../lib/i18n/resolve-locale";
import type { SearchSynonymsActor } from "./use-search-synonyms";

/**
 * Adds a group, or changes the one picked in the list: its language and its words, one per
 * line or separated by commas. Refusals show beside the field they are about, others below.
 */
export function SynonymGroupForm({ actor }: { actor: SearchSynonymsActor }) {
  const intl = useIntl();
  const headingId = useId();
  const draft = useSelector(actor, (s) => s.context.draft);
  const editingId = useSelector(actor, (s) => s.context.group?.id ?? null);
  const errors = useSelector(actor, (s) => s.context.errors);
  const error = useSelector(actor, (s) => s.context.error);
  const notice = useSelector(actor, (s) => s.context.notice);
  const saving = useSelector(actor, (s) => s.matches({ editor: "saving" }));
  const busy = useSelector(actor, (s) => s.hasTag("busy"));
  const words = useRef<HTMLTextAreaElement>(null);
  // A group picked in the list is edited here, perhaps far above its row: take the focus to it.
  useEffect(() => {
    if (editingId) words.current?.focus();
  }, [editingId]);
  return (
    <Form
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: "synonyms.save" });
      }}
    >
      <h2 id={headingId}>
        <FormattedMessage id={editingId ? "adminSynonyms.editGroup" : "adminSynonyms.newGroup"} />
      </h2>
      <LabelledField
        label={<FormattedMessage id="adminSynonyms.groupLanguage" />}
        error={errors.lang}
      >
        {({ id, describedBy, invalid }) => (
          <Select
            id={id}
            value={draft.lang}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(event) =>
              actor.send({ type: "synonyms.draftLang", lang: event.target.value as Lang })
            }
          >
            {CONTENT_LANGS.map((lang) => (
              <option key={lang} value={lang}>
                {LOCALE_AUTONYMS[lang]}
              </option>
            ))}
          </Select>
        )}
      </LabelledField>
      <LabelledField
        label={<FormattedMessage id="adminSynonyms.wordsField" />}
        hint={<FormattedMessage id="adminSynonyms.wordsHint" />}
        error={errors.words}
      >
        {({ id, describedBy, invalid }) => (
          <Words
            ref={words}
            id={id}
            rows={6}
            lang={draft.lang}
            dir="auto"
            value={draft.text}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(event) => actor.send({ type: "synonyms.text", text: event.target.value })}
          />
        )}
      </LabelledField>
      <Actions>
        <Button type="submit" disabled={busy}>
          {saving
            ? intl.formatMessage({ id: "adminSynonyms.saving" })
            : intl.formatMessage({ id: editingId ? "adminSynonyms.save" : "adminSynonyms.add" })}
        </Button>
        {editingId && (
          <Button
            type="button"
            $tone="plain"
            disabled={busy}
            onClick={() => actor.send({ type: "synonyms.new" })}
          >
            <FormattedMessage id="adminSynonyms.cancel" />
          </Button>
        )}
      </Actions>
      <p role="status">
        {notice === "saved" && <FormattedMessage id="adminSynonyms.saved" />}
        {notice === "deleted" && <FormattedMessage id="adminSynonyms.deleted" />}
      </p>
      {error && <ErrorText code={error} />}
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: 1rem;
  align-content: start;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  h2, p { margin: 0; }
`;

const Words = styled.textarea`
  ${textFieldStyle}
  padding-block: 0.5rem;
  resize: vertical;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;
