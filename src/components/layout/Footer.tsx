import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Link } from "wouter";

const LINKS = [
  { href: "/about-us", labelId: "nav.aboutUs" },
  { href: "/contact-us", labelId: "nav.contactUs" },
  { href: "/for-business", labelId: "nav.forBusiness" },
  { href: "/blog", labelId: "nav.blog" },
  { href: "/terms-and-privacy-policy", labelId: "nav.terms" },
];

export function Footer() {
  const intl = useIntl();
  return (
    <Bar>
      <nav aria-label={intl.formatMessage({ id: "nav.footer" })}>
        <ul>
          {LINKS.map((link) => (
            <li key={link.href}>
              <Link href={link.href}>
                <FormattedMessage id={link.labelId} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p>
        <FormattedMessage id="footer.copyright" values={{ year: new Date().getFullYear() }} />
      </p>
    </Bar>
  );
}

const Bar = styled.footer`
  margin-block-start: 3rem;
  padding-block: 1.5rem;
  padding-inline: clamp(1rem, 4vw, 2.5rem);
  border-block-start: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.muted};
  ul { display: flex; flex-wrap: wrap; gap: 0.5rem 1.25rem; list-style: none; margin: 0; padding: 0; }
  a { color: ${({ theme }) => theme.color.text}; }
  p { margin-block: 1rem 0; }
`;
