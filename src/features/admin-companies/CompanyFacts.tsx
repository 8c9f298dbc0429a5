import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { CONTENT_LANGS } from "../../../machines/content-langs";
import type { AdminBusiness } from "../../../sdk";
import { formatDate } from "../../lib/format/date-time";
import { formatPhone } from "../../lib/format/phone";
import { localizeDigits } from "../../lib/i18n/digits";
import { imageUrl } from "../../lib/image-url";

// Monday is 1, as the contract counts.
const WEEK = [1, 2, 3, 4, 5, 6, 7] as const;

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children ?? <FormattedMessage id="admin.companies.none" />}</dd>
    </>
  );
}

/** Everything the business submitted, each language's name and description as written. */
export function CompanyFacts({ business }: { business: AdminBusiness }) {
  const { locale } = useIntl();
  const none = <FormattedMessage id="admin.companies.none" />;
  return (
    <>
      <Texts>
        {CONTENT_LANGS.map((lang) => (
          <section key={lang} lang={lang} dir={lang === "fa" ? "rtl" : "ltr"}>
            <h3>
              <FormattedMessage id={`admin.companies.langs.${lang}`} />
            </h3>
            <p>
              <strong>{business.names[lang] || none}</strong>
            </p>
            <p>{business.descriptions[lang] || none}</p>
          </section>
        ))}
      </Texts>
      <Facts>
        <Fact label={<FormattedMessage id="admin.companies.taxId" />}>
          <bdi dir="ltr">{business.tax_id}</bdi>
        </Fact>
        <Fact label={<FormattedMessage id="admin.companies.oked" />}>
          <bdi dir="ltr">{business.oked.code}</bdi> {business.oked.name}
        </Fact>
        <Fact label={<FormattedMessage id="admin.companies.region" />}>
          {business.region?.name ?? none}
        </Fact>
        <Fact label={<FormattedMessage id="admin.companies.address" />}>
          {business.address ? <bdi>{business.address}</bdi> : none}
        </Fact>
        <Fact label={<FormattedMessage id="admin.companies.phone" />}>
          <bdi dir="ltr">{formatPhone(business.phone, locale)}</bdi>
        </Fact>
        <Fact label={<FormattedMessage id="admin.companies.email" />}>
          {business.email ? <bdi dir="ltr">{business.email}</bdi> : none}
        </Fact>
        <Fact label={<FormattedMessage id="admin.companies.links" />}>
          {business.links.length === 0 ? (
            none
          ) : (
            <Plain>
              {business.links.map((link) => (
                <li key={link.url}>
                  {link.kind}:{" "}
                  <a href={link.url} rel="noopener noreferrer nofollow" target="_blank" dir="ltr">
                    {link.url}
                  </a>
                </li>
              ))}
            </Plain>
          )}
        </Fact>
        <Fact label={<FormattedMessage id="admin.companies.hours" />}>
          {business.working_hours.length === 0 ? (
            none
          ) : (
            <Plain>
              {WEEK.filter((day) => business.working_hours.some((h) => h.day === day)).map(
                (day) => (
                  <li key={day}>
                    <FormattedMessage id={`businessPage.days.${day}`} />:{" "}
                    {localizeDigits(
                      business.working_hours
                        .filter((h) => h.day === day)
                        .map((h) => `${h.opens}–${h.closes}`)
                        .join(", "),
                      locale,
                    )}
                  </li>
                ),
              )}
            </Plain>
          )}
        </Fact>
        <Fact label={<FormattedMessage id="admin.companies.logo" />}>
          {business.logo ? (
            <Logo src={imageUrl(business.logo)} alt="" width={96} height={96} />
          ) : (
            none
          )}
        </Fact>
        <Fact label={<FormattedMessage id="admin.companies.owner" />}>
          <Plain>
            <li>
              <bdi>{business.owner.name}</bdi>
            </li>
            {business.owner.email && (
              <li>
                <bdi dir="ltr">{business.owner.email}</bdi>
              </li>
            )}
            {business.owner.phone && (
              <li>
                <bdi dir="ltr">{formatPhone(business.owner.phone, locale)}</bdi>
              </li>
            )}
          </Plain>
        </Fact>
        <Fact label={<FormattedMessage id="admin.companies.created" />}>
          {formatDate(business.created_at, locale)}
        </Fact>
        <Fact label={<FormattedMessage id="admin.companies.offerings" />}>
          {localizeDigits(String(business.offering_count), locale)}
        </Fact>
      </Facts>
    </>
  );
}

const Texts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(16rem, 100%), 1fr));
  gap: 1rem;
  section { min-inline-size: 0; overflow-wrap: anywhere; }
  h3 { margin-block: 0 0.25rem; font-size: 1rem; color: ${({ theme }) => theme.color.muted}; }
  p { margin-block: 0 0.25rem; }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr;
  gap: 0.5rem 1rem;
  margin: 0;
  overflow-wrap: anywhere;
  dt { font-weight: 600; }
  dd { margin: 0; min-inline-size: 0; }
  @media (max-width: 480px) {
    grid-template-columns: 1fr;
    dd { margin-block-end: 0.5rem; }
  }
`;

const Plain = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Logo = styled.img`
  border-radius: ${({ theme }) => theme.radius};
  object-fit: cover;
`;
