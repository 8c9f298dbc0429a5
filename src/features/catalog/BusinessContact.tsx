import { Fragment } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import type { Business } from "../../../sdk";
import { formatPhone } from "../../lib/format/phone";
import { WorkingHours } from "./WorkingHours";

/** Only web addresses become links: a business's own text never gets to run as a URL. */
function isWebAddress(url: string): boolean {
  return /^https?:\/\/[^/\\\s]/i.test(url);
}

/**
 * A phone as SPEC.md shows it (998 90 123 45 67) in the language's digits, dialled with its
 * country code. Left to right in every language: its groups are read in that order.
 */
export function PhoneLink({ phone }: { phone: string }) {
  const { locale } = useIntl();
  return (
    <DialLink href={`tel:+${phone.replace(/\D/g, "")}`} dir="ltr">
      {formatPhone(phone, locale)}
    </DialLink>
  );
}

/** How to reach a business: where it is, phone, email, opening hours and its pages. */
export function BusinessContact({ business }: { business: Business }) {
  const links = business.links.filter((link) => isWebAddress(link.url));
  return (
    <List>
      {(business.region || business.address) && (
        <>
          <dt>
            <FormattedMessage id="businessPage.address" />
          </dt>
          <dd>
            {[business.region?.name, business.address].filter(Boolean).map((part, n) => (
              // Each part isolated: a Latin street beside a Persian region name keeps its order.
              <Fragment key={part}>
                {n > 0 && ", "}
                <bdi>{part}</bdi>
              </Fragment>
            ))}
          </dd>
        </>
      )}
      <dt>
        <FormattedMessage id="businessPage.phone" />
      </dt>
      <dd>
        <PhoneLink phone={business.phone} />
      </dd>
      {business.email && (
        <>
          <dt>
            <FormattedMessage id="businessPage.email" />
          </dt>
          <dd>
            <a href={`mailto:${business.email}`} dir="ltr">
              {business.email}
            </a>
          </dd>
        </>
      )}
      <dt>
        <FormattedMessage id="businessPage.hours" />
      </dt>
      <dd>
        <WorkingHours hours={business.working_hours} />
      </dd>
      {links.length > 0 && (
        <>
          <dt>
            <FormattedMessage id="businessPage.links" />
          </dt>
          <dd>
            <Links>
              {links.map((link) => (
                <li key={link.url}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer nofollow">
                    <FormattedMessage id={`businessPage.link.${link.kind}`} />
                  </a>
                </li>
              ))}
            </Links>
          </dd>
        </>
      )}
    </List>
  );
}

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(6rem, max-content) 1fr;
  gap: 0.5rem 1.25rem;
  margin: 0;
  dt { color: ${({ theme }) => theme.color.muted}; }
  dd { margin: 0; min-inline-size: 0; overflow-wrap: anywhere; }
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

// A phone number is read as one unit: its groups never part across lines.
const DialLink = styled.a`
  white-space: nowrap;
`;
