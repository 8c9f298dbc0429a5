import { useActorRef, useSelector } from "@xstate/react";
import { Fragment, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { translationTableMachine } from "../../../machines/translation-table.machine";
import { createTranslationTableActors } from "../../../machines/translations.actors";
import type { Lang, TranslationRow } from "../../../sdk";
import { LoadFailed } from "../../components/catalog/LoadFailed";
import type { DataTableColumn } from "../../components/DataTable";
import { PagedTable } from "../../components/PagedTable";
import { useActors } from "../../lib/actors-context";
import { LOCALE_AUTONYMS } from "../../lib/i18n/resolve-locale";
import { saveFile } from "../../lib/save-file";
import { TranslationCellButton } from "./TranslationCellButton";
import { TranslationEditor } from "./TranslationEditor";
import { TranslationFiltersForm } from "./TranslationFiltersForm";
import { TranslationTransfer } from "./TranslationTransfer";
import { TRANSLATION_LANGS } from "./translation-langs";

/**
 * /translations: every interface message, key by key, in the four languages side by side, a
 * page at a time; search and filters; a cell opens its editor; the changes export and import
 * as JSON. What is saved reaches visitors on their next load (machines/message-overrides.ts).
 */
export function TranslationsPage() {
  const intl = useIntl();
  const { api } = useActors();
  const table = useActorRef(
    translationTableMachine.provide({
      actors: createTranslationTableActors(api),
      actions: { save: (_, file) => saveFile(file) },
    }),
  );
  const data = useSelector(table, (s) => s.context.data);
  const filters = useSelector(table, (s) => s.context.filters);
  const error = useSelector(table, (s) => (s.matches({ list: "failed" }) ? s.context.error : null));
  const loading = useSelector(table, (s) => s.hasTag("loading"));
  const [open, setOpen] = useState<{ row: TranslationRow; lang: Lang } | null>(null);

  const columns: DataTableColumn<TranslationRow>[] = [
    {
      key: "key",
      header: <FormattedMessage id="translations.key" />,
      rowHeader: true,
      render: (row) => <Key dir="ltr">{breakableKey(row.key)}</Key>,
    },
    ...TRANSLATION_LANGS.map(
      (lang): DataTableColumn<TranslationRow> => ({
        key: lang,
        header: <span lang={lang}>{LOCALE_AUTONYMS[lang]}</span>,
        render: (row) => (
          <TranslationCellButton row={row} lang={lang} onOpen={() => setOpen({ row, lang })} />
        ),
      }),
    ),
  ];
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;

  return (
    <Page>
      <h1>
        <FormattedMessage id="translations.title" />
      </h1>
      <p>
        <FormattedMessage id="translations.intro" />
      </p>
      <TranslationTransfer table={table} />
      <TranslationFiltersForm
        filters={filters}
        onChange={(next) => table.send({ type: "translations.filter", filters: next })}
      />
      {error ? (
        <LoadFailed code={error} onRetry={() => table.send({ type: "translations.retry" })} />
      ) : (
        <>
          {data && (
            <p role="status">
              <FormattedMessage id="translations.total" values={{ count: data.total }} />
            </p>
          )}
          <PagedTable
            columns={columns}
            rows={data?.items ?? []}
            caption={intl.formatMessage({ id: "translations.caption" })}
            emptyText={<FormattedMessage id="translations.noMatch" />}
            loading={loading && !data}
            rowKey={(row) => row.key}
            page={data?.page ?? 1}
            pageCount={pageCount}
            pagesLabelId="pagination.label"
            onPage={(page) => table.send({ type: "translations.page", page })}
          />
        </>
      )}
      {open && (
        <TranslationEditor
          key={`${open.row.key}:${open.lang}`}
          row={open.row}
          lang={open.lang}
          onSaved={(row) => table.send({ type: "translations.rowChanged", row })}
          onClose={() => setOpen(null)}
        />
      )}
    </Page>
  );
}

/** A key may break after its dots only: `catalog.` / `breadcrumb`, never inside a word. */
function breakableKey(key: string) {
  return key.split(".").map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a key's parts never reorder; the position is their identity
    <Fragment key={index}>
      {index > 0 && (
        <>
          .<wbr />
        </>
      )}
      {part}
    </Fragment>
  ));
}

const Page = styled.div`
  display: grid;
  gap: 1rem;
  min-inline-size: 0;
  h1, p { margin: 0; }
`;

const Key = styled.code`
  font-size: 0.8125rem;
`;
