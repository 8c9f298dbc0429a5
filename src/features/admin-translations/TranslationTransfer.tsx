import { useSelector } from "@xstate/react";
import { useId } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import type { ActorRefFrom } from "xstate";
import type { translationTableMachine } from "../../../machines/translation-table.machine";
import { Button } from "../../components/Button";
import { ErrorText } from "../../components/ErrorText";
import { LOCALE_AUTONYMS } from "../../lib/i18n/resolve-locale";

/**
 * Export (the changes made here, or every message as shown) and import of a JSON file of the
 * same shape: all or nothing, with every refused entry listed when nothing was saved.
 */
export function TranslationTransfer({
  table,
}: {
  table: ActorRefFrom<typeof translationTableMachine>;
}) {
  const id = useId();
  const exporting = useSelector(table, (s) => s.hasTag("exporting"));
  const importing = useSelector(table, (s) => s.hasTag("importing"));
  const exportError = useSelector(table, (s) => s.context.exportError);
  const importError = useSelector(table, (s) => s.context.importError);
  const result = useSelector(table, (s) => s.context.importResult);
  return (
    <Section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <FormattedMessage id="translations.transfer" />
      </h2>
      <Actions>
        <Button
          type="button"
          $tone="plain"
          disabled={exporting}
          onClick={() => table.send({ type: "translations.export", scope: "overrides" })}
        >
          <FormattedMessage id="translations.exportChanges" />
        </Button>
        <Button
          type="button"
          $tone="plain"
          disabled={exporting}
          onClick={() => table.send({ type: "translations.export", scope: "all" })}
        >
          <FormattedMessage id="translations.exportAll" />
        </Button>
        <FileButton as="label" $tone="plain" htmlFor={`${id}-file`} aria-disabled={importing}>
          <FormattedMessage id={importing ? "translations.importing" : "translations.import"} />
          <HiddenInput
            id={`${id}-file`}
            type="file"
            accept="application/json,.json"
            disabled={importing}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) table.send({ type: "translations.import", file });
            }}
          />
        </FileButton>
      </Actions>
      {exportError && <ErrorText code={exportError} />}
      {importError && <ErrorText code={importError} />}
      {result && result.errors.length === 0 && (
        <p role="status">
          <FormattedMessage id="translations.imported" values={{ count: result.imported }} />
        </p>
      )}
      {result && result.errors.length > 0 && (
        <div role="alert">
          <p>
            <FormattedMessage
              id="translations.importRefused"
              values={{ count: result.errors.length }}
            />
          </p>
          <Refusals>
            {result.errors.map((refusal) => (
              <li key={`${refusal.lang}:${refusal.key}`}>
                <code>{refusal.key}</code> ({LOCALE_AUTONYMS[refusal.lang]}):{" "}
                <FormattedMessage id={`errors.${refusal.code}`} />
              </li>
            ))}
          </Refusals>
        </div>
      )}
    </Section>
  );
}

const Section = styled.section`
  display: grid;
  gap: 0.5rem;
  h2 { margin: 0; font-size: 1.125rem; }
  p { margin: 0; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
`;

// The label is the control people see (in their language: a file input's own button speaks
// the browser's); the input inside it keeps the focus and the keyboard.
const FileButton = styled(Button)`
  position: relative;
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
`;

const HiddenInput = styled.input`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  opacity: 0;
`;

const Refusals = styled.ul`
  margin: 0;
  padding-inline-start: 1.25rem;
  max-block-size: 16rem;
  overflow-y: auto;
`;
