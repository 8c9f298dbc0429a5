import { useSelector } from "@xstate/react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import type { SynonymGroup } from "../../../sdk";
import { Button } from "../../components/Button";
import { LoadFailed } from "../../components/catalog/LoadFailed";
import type { DataTableColumn } from "../../components/DataTable";
import { PagedTable } from "../../components/PagedTable";
import { formatDate, formatTime } from "../../lib/format/date-time";
import { LOCALE_AUTONYMS } from "../../lib/i18n/resolve-locale";
import type { SearchSynonymsActor } from "./use-search-synonyms";

/** The groups of one page, last changed first, each with its edit and delete buttons. */
export function SynonymGroupTable({ actor }: { actor: SearchSynonymsActor }) {
  const intl = useIntl();
  const data = useSelector(actor, (s) => s.context.data);
  const listError = useSelector(actor, (s) =>
    s.matches({ list: "failed" }) ? s.context.listError : null,
  );
  const busy = useSelector(actor, (s) => s.hasTag("busy"));
  if (listError) {
    return <LoadFailed code={listError} onRetry={() => actor.send({ type: "synonyms.retry" })} />;
  }
  const wordsOf = (group: SynonymGroup) => intl.formatList(group.words, { type: "unit" });
  const columns: DataTableColumn<SynonymGroup>[] = [
    {
      key: "words",
      rowHeader: true,
      header: <FormattedMessage id="adminSynonyms.words" />,
      render: (group) => (
        <Words lang={group.lang}>
          {group.words.map((word) => (
            <li key={word} dir="auto">
              {word}
            </li>
          ))}
        </Words>
      ),
    },
    {
      key: "lang",
      header: <FormattedMessage id="adminSynonyms.language" />,
      render: (group) => LOCALE_AUTONYMS[group.lang],
    },
    {
      key: "updated_at",
      header: <FormattedMessage id="adminSynonyms.changed" />,
      render: (group) => (
        <time dateTime={group.updated_at}>
          {formatDate(group.updated_at, intl.locale)} {formatTime(group.updated_at, intl.locale)}
        </time>
      ),
    },
    {
      key: "actions",
      header: <FormattedMessage id="adminSynonyms.actions" />,
      render: (group) => (
        <Actions>
          <Button
            type="button"
            $tone="plain"
            disabled={busy}
            aria-label={intl.formatMessage(
              { id: "adminSynonyms.editLabel" },
              { words: wordsOf(group) },
            )}
            onClick={() => actor.send({ type: "synonyms.edit", group })}
          >
            <FormattedMessage id="adminSynonyms.edit" />
          </Button>
          <Button
            type="button"
            $tone="danger"
            disabled={busy}
            aria-label={intl.formatMessage(
              { id: "adminSynonyms.deleteLabel" },
              { words: wordsOf(group) },
            )}
            onClick={() => actor.send({ type: "synonyms.delete", group })}
          >
            <FormattedMessage id="adminSynonyms.delete" />
          </Button>
        </Actions>
      ),
    },
  ];
  return (
    <>
      {data && (
        <p>
          <FormattedMessage id="adminSynonyms.total" values={{ count: data.total }} />
        </p>
      )}
      <PagedTable
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(group) => group.id}
        caption={<FormattedMessage id="adminSynonyms.title" />}
        emptyText={<FormattedMessage id="adminSynonyms.empty" />}
        loading={!data}
        page={data?.page ?? 1}
        pageCount={data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 0}
        pagesLabelId="adminSynonyms.pages"
        onPage={(page) => actor.send({ type: "synonyms.page", page })}
      />
    </>
  );
}

// Each word isolated for direction: a Persian group's words read right to left in any interface.
const Words = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.35rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding-block: 0.1rem;
    padding-inline: 0.5rem;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;
