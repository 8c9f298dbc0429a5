import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Link } from "wouter";
import type { MyOfferingPage, OfferingKind, OfferingStatus } from "../../../sdk";
import { formatListPlace, STATUSES } from "./listing-paths";

interface StatusFilterProps {
  kind: OfferingKind;
  current: OfferingStatus | undefined;
  counts: MyOfferingPage["counts"] | null;
}

/** All, drafts, published, archived: each a link with how many it holds. */
export function StatusFilter({ kind, current, counts }: StatusFilterProps) {
  const intl = useIntl();
  const all = counts ? counts.draft + counts.active + counts.archived : null;
  const options: Array<{ status: OfferingStatus | undefined; count: number | null }> = [
    { status: undefined, count: all },
    ...STATUSES.map((status) => ({ status, count: counts?.[status] ?? null })),
  ];
  return (
    <Filter aria-label={intl.formatMessage({ id: "listings.filter.label" })}>
      {options.map(({ status, count }) => (
        <li key={status ?? "all"}>
          <Link
            href={formatListPlace(kind, { status, page: 1 })}
            aria-current={status === current ? "page" : undefined}
          >
            <FormattedMessage id={`listings.filter.${status ?? "all"}`} />
            {count !== null && <Count>{intl.formatNumber(count)}</Count>}
          </Link>
        </li>
      ))}
    </Filter>
  );
}

const Filter = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-block-size: 44px;
    padding-inline: 0.9rem;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: 999px;
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  a[aria-current="page"] {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
`;

const Count = styled.span`
  font-weight: 700;
`;
