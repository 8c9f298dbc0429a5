import { useId, useState } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Link, useLocation } from "wouter";
import { controlBox } from "../form-controls";

export interface SideNavItem {
  href: string;
  labelId: string;
}

// Below this width the side bar sits above the content (SidebarLayout.tsx).
const NARROW = "(max-width: 720px)";

/**
 * A section's own navigation; the current page is marked for assistive technology too. On a
 * phone it folds into one button naming the current page, so the page's content starts on the
 * first screen; the button opens the list (and following a link closes it).
 */
export function SideNav({ items, labelId }: { items: SideNavItem[]; labelId: string }) {
  const [path] = useLocation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const headingId = `${labelId}-heading`;
  // A page below an item's (an offering's editor below /my-products) is still that item's.
  const current = items.find((item) => path === item.href || path.startsWith(`${item.href}/`));
  return (
    <Nav aria-labelledby={headingId}>
      <Heading id={headingId}>
        <FormattedMessage id={labelId} />
      </Heading>
      <Toggle
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span>
          <FormattedMessage id={labelId} />
          {current && (
            <>
              {": "}
              <strong>
                <FormattedMessage id={current.labelId} />
              </strong>
            </>
          )}
        </span>
        <Chevron aria-hidden="true" $open={open} />
      </Toggle>
      <List id={listId} $open={open}>
        {items.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={item === current ? "page" : undefined}
              onClick={() => setOpen(false)}
            >
              <FormattedMessage id={item.labelId} />
            </Link>
          </li>
        ))}
      </List>
    </Nav>
  );
}

const Nav = styled.nav`
  a {
    display: block;
    padding-block: 0.5rem;
    padding-inline: 0.75rem;
    border-radius: 8px;
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  a:hover { background: ${({ theme }) => theme.color.surface}; }
  a[aria-current="page"] {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.primary};
    font-weight: 700;
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.color.primary};
  }
  [dir="rtl"] & a[aria-current="page"] {
    box-shadow: inset -3px 0 0 ${({ theme }) => theme.color.primary};
  }
`;

const Heading = styled.h2`
  margin-block: 0 0.5rem;
  font-size: 0.85rem;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.color.muted};
  @media ${NARROW} {
    display: none;
  }
`;

const Toggle = styled.button`
  display: none;
  @media ${NARROW} {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.75rem;
    ${controlBox}
    inline-size: 100%;
    padding-inline: 0.75rem;
    font: inherit;
    text-align: start;
    cursor: pointer;
  }
`;

// Drawn with borders: a text arrow may be missing from the phone's fonts. Physical sides, not
// logical ones: it points down or up, which right to left does not mirror.
const Chevron = styled.span<{ $open: boolean }>`
  flex: none;
  inline-size: 0.55rem;
  block-size: 0.55rem;
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: translateY(${({ $open }) => ($open ? "0.15rem" : "-0.15rem")})
    rotate(${({ $open }) => ($open ? "225deg" : "45deg")});
`;

const List = styled.ul<{ $open: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.25rem;
  @media ${NARROW} {
    display: ${({ $open }) => ($open ? "grid" : "none")};
    margin-block-start: 0.5rem;
  }
`;
