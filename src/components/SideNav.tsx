import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Link, useLocation } from "wouter";

export interface SideNavItem {
  href: string;
  labelId: string;
}

/** A section's own navigation; the current page is marked for assistive technology too. */
export function SideNav({ items, labelId }: { items: SideNavItem[]; labelId: string }) {
  const [path] = useLocation();
  return (
    <Nav aria-labelledby={`${labelId}-heading`}>
      <Heading id={`${labelId}-heading`}>
        <FormattedMessage id={labelId} />
      </Heading>
      <ul>
        {items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} aria-current={path === item.href ? "page" : undefined}>
              <FormattedMessage id={item.labelId} />
            </Link>
          </li>
        ))}
      </ul>
    </Nav>
  );
}

const Nav = styled.nav`
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.25rem; }
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
`;
