import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Link } from "wouter";
import { unwrap } from "../../../machines/request-failure";
import type { Category, OfferingKind } from "../../../sdk";
import { CollectionIcon } from "../../components/icons/CollectionIcon";
import { categoryPath, kindSegment, searchTitleId } from "../../lib/catalog-paths";
import { useResource } from "../../lib/use-resource";
import { HomeSection } from "./HomeSection";

const KINDS: readonly OfferingKind[] = ["product", "service"];

/** The top-level categories of products and of services, each opening its search list. */
export function CategorySection() {
  const categories = useResource((sdk, call) => sdk.listCategories(call).then(unwrap));
  const top = (kind: OfferingKind): Category[] =>
    (categories.data ?? []).filter((c) => c.parent_id === null && c.kind === kind);

  return (
    <HomeSection
      id="home-categories"
      titleId="homeSections.categories"
      loading={!categories.data && !categories.error}
      error={categories.error}
      onRetry={categories.retry}
      reserve="9rem"
    >
      <Groups>
        {KINDS.map((kind) =>
          top(kind).length === 0 ? null : (
            <div key={kind}>
              <h3>
                <FormattedMessage id={searchTitleId(kindSegment(kind))} />
              </h3>
              <Chips>
                {top(kind).map((category) => (
                  <li key={category.id}>
                    <Link href={categoryPath(category)}>
                      {/* An icon picked in the category editor; none keeps today's chip. */}
                      {category.icon ? <CollectionIcon icon={category.icon} /> : null}
                      <bdi>{category.name}</bdi>
                    </Link>
                  </li>
                ))}
              </Chips>
            </div>
          ),
        )}
      </Groups>
    </HomeSection>
  );
}

const Groups = styled.div`
  display: grid;
  gap: 1rem;
  h3 { margin-block: 0 0.5rem; font-size: 1rem; color: ${({ theme }) => theme.color.muted}; }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    gap: 0.375rem;
    min-block-size: 44px;
    padding-inline: 1rem;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: 999px;
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  a:hover { border-color: ${({ theme }) => theme.color.primary}; }
`;
