import { useActorRef, useSelector } from "@xstate/react";
import { useId } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { translationEditMachine } from "../../../machines/translation-edit.machine";
import { createTranslationEditActors } from "../../../machines/translations.actors";
import type { Lang, TranslationRow } from "../../../sdk";
import { Button } from "../../components/Button";
import { Dialog } from "../../components/Dialog";
import { ErrorText } from "../../components/ErrorText";
import { textFieldStyle } from "../../components/text-field-style";
import { useActors } from "../../lib/actors-context";
import { LOCALE_AUTONYMS } from "../../lib/i18n/resolve-locale";
import { TranslationHistory } from "./TranslationHistory";
import { dirOf } from "./translation-langs";

interface TranslationEditorProps {
  row: TranslationRow;
  lang: Lang;
  /** The message as saved: the table shows it at once. */
  onSaved: (row: TranslationRow) => void;
  onClose: () => void;
}

/**
 * One message in one language: the English text it is checked against, the text in the app's
 * files, the text to save, and the message's history. The server's refusal (broken syntax, a
 * placeholder missing, a plural form missing) shows under the field and nothing changes.
 */
export function TranslationEditor({ row, lang, onSaved, onClose }: TranslationEditorProps) {
  const { api } = useActors();
  const id = useId();
  const editor = useActorRef(
    translationEditMachine.provide({
      actors: createTranslationEditActors(api),
      actions: { saved: (_, saved) => onSaved(saved) },
    }),
    { input: { row, lang } },
  );
  const text = useSelector(editor, (s) => s.context.text);
  const current = useSelector(editor, (s) => s.context.row);
  const error = useSelector(editor, (s) => s.context.error);
  const busy = useSelector(editor, (s) => s.hasTag("busy"));
  const saved = useSelector(editor, (s) => s.matches("saved"));
  const canReset = useSelector(editor, (s) => s.can({ type: "translation.reset" }));
  const cell = current.messages[lang];
  const language = LOCALE_AUTONYMS[lang];
  return (
    <Dialog
      open
      onClose={onClose}
      title={<FormattedMessage id="translations.editTitle" values={{ language }} />}
    >
      <Body aria-busy={busy}>
        <Key>{row.key}</Key>
        <Reference>
          <dt>
            <FormattedMessage id="translations.english" />
          </dt>
          <dd lang="en" dir="ltr">
            {current.messages.en.text ?? ""}
          </dd>
          <dt>
            <FormattedMessage id="translations.bundled" />
          </dt>
          <dd lang={lang} dir={dirOf(lang)}>
            {cell.bundled ?? <FormattedMessage id="translations.missing" />}
          </dd>
        </Reference>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            editor.send({ type: "translation.save" });
          }}
        >
          <Field htmlFor={`${id}-text`}>
            <FormattedMessage id="translations.text" values={{ language }} />
            <TextArea
              id={`${id}-text`}
              lang={lang}
              dir={dirOf(lang)}
              rows={4}
              maxLength={5000}
              value={text}
              aria-invalid={error !== null}
              aria-describedby={`${id}-rules`}
              onChange={(event) =>
                editor.send({ type: "translation.change", text: event.target.value })
              }
            />
          </Field>
          <Rules id={`${id}-rules`}>
            <FormattedMessage id="translations.rules" />
          </Rules>
          {error && <ErrorText code={error} />}
          {saved && (
            <p role="status">
              <FormattedMessage id="translations.saved" />
            </p>
          )}
          <Actions>
            <Button type="submit" disabled={busy}>
              <FormattedMessage id={busy ? "translations.saving" : "translations.save"} />
            </Button>
            {canReset && (
              <Button
                type="button"
                $tone="plain"
                disabled={busy}
                onClick={() => editor.send({ type: "translation.reset" })}
              >
                <FormattedMessage id="translations.reset" />
              </Button>
            )}
            <Button type="button" $tone="plain" onClick={onClose}>
              <FormattedMessage id="translations.close" />
            </Button>
          </Actions>
        </form>
        <section aria-labelledby={`${id}-history`}>
          <h3 id={`${id}-history`}>
            <FormattedMessage id="translations.history" />
          </h3>
          {/* Each save adds to the history: a saved message reads it again. */}
          <TranslationHistory key={JSON.stringify(current.messages)} messageKey={row.key} />
        </section>
      </Body>
    </Dialog>
  );
}

const Body = styled.div`
  display: grid;
  gap: 0.75rem;
  form { display: grid; gap: 0.5rem; }
  h3 { margin: 0 0 0.5rem; font-size: 1rem; }
`;

const Key = styled.code`
  overflow-wrap: anywhere;
`;

const Reference = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.25rem 0.75rem;
  margin: 0;
  dt { color: ${({ theme }) => theme.color.muted}; }
  dd { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
`;

const Field = styled.label`
  display: grid;
  gap: 0.25rem;
`;

const TextArea = styled.textarea`
  ${textFieldStyle}
  padding-block: 0.5rem;
  resize: vertical;
`;

const Rules = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.875rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;
