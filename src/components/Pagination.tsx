import styled from "styled-components";

/** SPEC.md section 9: page buttons are 37 px squares. */
export const PAGINATION_BUTTON_SIZE = 37;

export type PageItem = number | "gap";

/**
 * The pages to show: always the first and the last, the current one with `siblings` either
 * side, and a gap for each run left out. A gap never stands for a single page (that page is
 * shown instead), so the count of items stays the same wherever the current page is.
 */
export function pageItems(page: number, pageCount: number, siblings = 1): PageItem[] {
  const slots = siblings * 2 + 5; // first, last, two gaps, current and its siblings
  if (pageCount <= slots) return Array.from({ length: pageCount }, (_, i) => i + 1);
  // The middle run keeps its full length near the ends; the slot a gap would take holds
  // page 2 (or pageCount - 1) when that is the only page the gap would hide.
  const start = Math.max(Math.min(page - siblings, pageCount - siblings * 2 - 2), 3);
  const end = Math.min(Math.max(page + siblings, siblings * 2 + 3), pageCount - 2);
  const middle = Array.from({ length: end - start + 1 }, (_, i) => start + i);
  return [
    1,
    start > 3 ? "gap" : 2,
    ...middle,
    end < pageCount - 2 ? "gap" : pageCount - 1,
    pageCount,
  ];
}

interface PaginationProps {
  /** Current page, from 1. */
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** Names the navigation landmark, e.g. "Pages"; already translated, like the two below. */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** Page numbers as shown, e.g. in the locale's digits; plain numbers otherwise. */
  formatPage?: (page: number) => string;
  siblings?: number;
}

/** Page links for a long list: previous, numbered pages with gaps, next. */
export function Pagination({
  page,
  pageCount,
  onChange,
  label,
  previousLabel,
  nextLabel,
  formatPage = String,
  siblings = 1,
}: PaginationProps) {
  if (pageCount < 1) return null;
  const items = pageItems(page, pageCount, siblings);
  return (
    <nav aria-label={label}>
      <List>
        <li>
          <PageButton
            type="button"
            aria-label={previousLabel}
            disabled={page <= 1}
            onClick={() => onChange(page - 1)}
          >
            {/* U+2039 is a bidi-mirrored character: in right-to-left text the browser draws
                it as › by itself, so the arrow points to the start side in every language. */}
            <Arrow aria-hidden="true">‹</Arrow>
          </PageButton>
        </li>
        {items.map((item, i) =>
          item === "gap" ? (
            // Two gaps at most, told apart by which side of the current page they are on.
            <Gap key={i < items.length / 2 ? "gap-start" : "gap-end"} aria-hidden="true">
              …
            </Gap>
          ) : (
            <li key={item}>
              <PageButton
                type="button"
                aria-current={item === page ? "page" : undefined}
                onClick={() => item !== page && onChange(item)}
              >
                {formatPage(item)}
              </PageButton>
            </li>
          ),
        )}
        <li>
          <PageButton
            type="button"
            aria-label={nextLabel}
            disabled={page >= pageCount}
            onClick={() => onChange(page + 1)}
          >
            <Arrow aria-hidden="true">›</Arrow>
          </PageButton>
        </li>
      </List>
    </nav>
  );
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

// A square for up to three digits; longer page numbers widen it rather than overflow.
const PageButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-inline-size: ${PAGINATION_BUTTON_SIZE}px;
  block-size: ${PAGINATION_BUTTON_SIZE}px;
  padding-block: 0;
  padding-inline: 0.25rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 6px;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &:hover:not(:disabled):not([aria-current]) { background: ${({ theme }) => theme.color.background}; }
  &[aria-current="page"] {
    background: ${({ theme }) => theme.color.primary};
    border-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
    font-weight: 600;
    cursor: default;
  }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
`;

const Arrow = styled.span`
  font-size: 1.25rem;
  line-height: 1;
`;

const Gap = styled.li`
  min-inline-size: ${PAGINATION_BUTTON_SIZE}px;
  text-align: center;
  color: ${({ theme }) => theme.color.muted};
`;
