import { useSelector } from "@xstate/react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { CONTENT_LANGS } from "../../../machines/content-langs";
import type { Lang } from "../../../sdk";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { Select } from "../../components/form-controls";
import { LabelledField } from "../../components/LabelledField";
import { LOCALE_AUTONYMS } from "../../lib/i18n/resolve-locale";
import { SynonymGroupForm } from "./SynonymGroupForm";
import { SynonymGroupTable } from "./SynonymGroupTable";
import { type SearchSynonymsActor, useSearchSynonyms } from "./use-search-synonyms";

/**
 * /admin/search-synonyms: the search's synonym list (machines/search-synonyms.machine.ts).
 * The groups, filtered by language and paged, beside the form that adds one or changes the
 * one picked; deleting asks first.
 */
export function AdminSynonymsPage() {
  const actor = useSearchSynonyms();
  return (
    <Page>
      <Intro>
        <h1>
          <FormattedMessage id="adminSynonyms.title" />
        </h1>
        <p>
          <FormattedMessage id="adminSynonyms.intro" />
        </p>
      </Intro>
      <Columns>
        <List>
          <LanguageFilter actor={actor} />
          <SynonymGroupTable actor={actor} />
        </List>
        <SynonymGroupForm actor={actor} />
      </Columns>
      <DeleteConfirmation actor={actor} />
    </Page>
  );
}

function LanguageFilter({ actor }: { actor: SearchSynonymsActor }) {
  const intl = useIntl();
  const language = useSelector(actor, (s) => s.context.language);
  return (
    <LabelledField label={<FormattedMessage id="adminSynonyms.filter" />}>
      {({ id }) => (
        <Select
          id={id}
          value={language}
          onChange={(event) =>
            actor.send({ type: "synonyms.language", language: event.target.value as Lang | "" })
          }
        >
          <option value="">{intl.formatMessage({ id: "adminSynonyms.allLanguages" })}</option>
          {CONTENT_LANGS.map((lang) => (
            <option key={lang} value={lang}>
              {LOCALE_AUTONYMS[lang]}
            </option>
          ))}
        </Select>
      )}
    </LabelledField>
  );
}

function DeleteConfirmation({ actor }: { actor: SearchSynonymsActor }) {
  const intl = useIntl();
  const removing = useSelector(actor, (s) =>
    s.matches({ editor: "confirmingDelete" }) ? s.context.removing : null,
  );
  return (
    <ConfirmDialog
      open={removing !== null}
      tone="danger"
      title={<FormattedMessage id="adminSynonyms.deleteTitle" />}
      message={
        <FormattedMessage
          id="adminSynonyms.deleteMessage"
          values={{
            words: (
              <bdi lang={removing?.lang}>
                {intl.formatList(removing?.words ?? [], { type: "unit" })}
              </bdi>
            ),
          }}
        />
      }
      okLabel={<FormattedMessage id="adminSynonyms.delete" />}
      onConfirm={() => actor.send({ type: "synonyms.deleteConfirm" })}
      onCancel={() => actor.send({ type: "synonyms.deleteCancel" })}
    />
  );
}

const Page = styled.div`
  display: grid;
  gap: 1.5rem;
  min-inline-size: 0;
`;

const Intro = styled.div`
  display: grid;
  gap: 0.5rem;
  h1, p { margin: 0; }
  p { max-inline-size: 60rem; }
`;

// The list beside the form on a wide screen; on a phone the form comes after the list.
const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(16rem, 1fr);
  gap: 1.5rem;
  align-items: start;
  @media (max-width: 960px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const List = styled.section`
  display: grid;
  gap: 1rem;
  min-inline-size: 0;
  p { margin: 0; }
`;
