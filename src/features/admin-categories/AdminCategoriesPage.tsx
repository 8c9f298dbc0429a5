import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Link, useParams } from "wouter";
import { CONTENT_LANGS } from "../../../machines/content-langs";
import { unwrap } from "../../../machines/request-failure";
import type { AdminCategory, Lang } from "../../../sdk";
import { LoadFailed } from "../../components/catalog/LoadFailed";
import { DataTable, type DataTableColumn } from "../../components/DataTable";
import { CollectionIcon } from "../../components/icons/CollectionIcon";
import { LOCALE_AUTONYMS } from "../../lib/i18n/resolve-locale";
import { useResource } from "../../lib/use-resource";
import { CategoryEditor } from "./CategoryEditor";

/** /admin/categories lists the category tree; /admin/categories/:id edits one category. */
export function AdminCategoriesPage() {
  const { id } = useParams<{ id?: string }>();
  if (id) return <CategoryEditor key={id} id={id} />;
  return <CategoryList />;
}

/** How deep a category sits, from the flat list (parents come before their children). */
function depths(categories: readonly AdminCategory[]): Map<string, number> {
  const depth = new Map<string, number>();
  for (const category of categories) {
    const parent = category.parent_id === null ? undefined : depth.get(category.parent_id);
    depth.set(category.id, parent === undefined ? 0 : parent + 1);
  }
  return depth;
}

function CategoryList() {
  const { locale } = useIntl();
  const categories = useResource((sdk, call) => sdk.listAdminCategories(call).then(unwrap));
  const depth = depths(categories.data ?? []);
  const columns: DataTableColumn<AdminCategory>[] = [
    {
      key: "name",
      rowHeader: true,
      header: <FormattedMessage id="adminCategories.category" />,
      render: (category) => (
        <Indented $depth={depth.get(category.id) ?? 0}>
          <NameLink href={`/admin/categories/${category.id}`}>
            {category.icon ? <CollectionIcon icon={category.icon} /> : null}
            {/* In the interface's language, as visitors would read it (Russian when missing). */}
            <bdi>{category.names[locale as Lang] ?? category.names.ru ?? category.slug}</bdi>
          </NameLink>
          <Slug dir="ltr">{category.slug}</Slug>
        </Indented>
      ),
    },
    {
      key: "kind",
      header: <FormattedMessage id="adminCategories.kind" />,
      render: (category) => <FormattedMessage id={`adminCategories.kinds.${category.kind}`} />,
    },
    {
      key: "names",
      header: <FormattedMessage id="adminCategories.names" />,
      render: (category) => (
        <Names>
          {CONTENT_LANGS.map((lang) => (
            <div key={lang}>
              <dt>{LOCALE_AUTONYMS[lang]}</dt>
              <dd lang={lang} dir={lang === "fa" ? "rtl" : "ltr"}>
                {category.names[lang] ?? "—"}
              </dd>
            </div>
          ))}
        </Names>
      ),
    },
    { key: "position", header: <FormattedMessage id="adminCategories.position" />, align: "end" },
    {
      key: "icon",
      header: <FormattedMessage id="adminCategories.icon" />,
      render: (category) =>
        category.icon ? (
          <bdi dir="ltr">{category.icon}</bdi>
        ) : (
          <FormattedMessage id="adminCategories.noIcon" />
        ),
    },
  ];
  return (
    <Section>
      <h1>
        <FormattedMessage id="adminCategories.title" />
      </h1>
      <p>
        <FormattedMessage id="adminCategories.intro" />
      </p>
      {categories.error ? (
        <LoadFailed code={categories.error} onRetry={categories.retry} />
      ) : (
        <DataTable
          columns={columns}
          rows={categories.data ?? []}
          rowKey={(category) => category.id}
          caption={<FormattedMessage id="adminCategories.title" />}
          emptyText={<FormattedMessage id="adminCategories.empty" />}
          loading={categories.loading && !categories.data}
        />
      )}
    </Section>
  );
}

const Section = styled.section`
  display: grid;
  gap: 1rem;
  h1, p { margin: 0; }
`;

const Indented = styled.div<{ $depth: number }>`
  display: grid;
  gap: 0.125rem;
  padding-inline-start: ${({ $depth }) => $depth * 1.25}rem;
`;

const NameLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 600;
`;

const Slug = styled.small`
  color: ${({ theme }) => theme.color.muted};
`;

const Names = styled.dl`
  display: grid;
  gap: 0.125rem;
  margin: 0;
  div { display: flex; gap: 0.5rem; }
  dt { color: ${({ theme }) => theme.color.muted}; min-inline-size: 5.5rem; }
  dd { margin: 0; }
`;
