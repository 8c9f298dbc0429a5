import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Link } from "wouter";
import { unwrap } from "../../../machines/request-failure";
import { Button } from "../../components/Button";
import { ErrorText } from "../../components/ErrorText";
import { businessPath } from "../../lib/catalog-paths";
import { localizeDigits } from "../../lib/i18n/digits";
import { useResource } from "../../lib/use-resource";

/** The business a business account owns, as the public sees it plus its review status. */
export function BusinessCard({ id }: { id: string }) {
  const { locale } = useIntl();
  const business = useResource((sdk, call) =>
    sdk.getBusiness({ ...call, path: { id } }).then(unwrap),
  );

  return (
    <Card aria-busy={business.loading}>
      <h2>
        <FormattedMessage id="business.title" />
      </h2>
      {business.error ? (
        <>
          <ErrorText code={business.error} />
          <Button type="button" onClick={business.retry}>
            <FormattedMessage id="common.retry" />
          </Button>
        </>
      ) : business.data ? (
        <>
          <h3>
            <bdi>{business.data.name}</bdi>
          </h3>
          <p dir="auto">{business.data.description}</p>
          <dl>
            <dt>
              <FormattedMessage id="business.status" />
            </dt>
            <dd>
              <FormattedMessage id={`business.status_${business.data.status}`} />
            </dd>
            <dt>
              <FormattedMessage id="business.activity" />
            </dt>
            <dd>
              {localizeDigits(business.data.oked.code, locale)} ·{" "}
              <bdi>{business.data.oked.name}</bdi>
            </dd>
            <dt>
              <FormattedMessage id="business.taxId" />
            </dt>
            <dd dir="ltr">{localizeDigits(business.data.tax_id, locale)}</dd>
          </dl>
          {/* Only an accepted business is public; the owner can see it as visitors do. */}
          {business.data.status === "accepted" && (
            <p>
              <Link href={businessPath(business.data.id)}>
                <FormattedMessage id="business.publicPage" />
              </Link>
            </p>
          )}
        </>
      ) : (
        <p role="status">
          <FormattedMessage id="common.loading" />
        </p>
      )}
    </Card>
  );
}

const Card = styled.section`
  margin-block-start: 1.5rem;
  padding: 1.5rem;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  h2 { margin-block-start: 0; font-size: 1.2rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.5rem 1.5rem; margin: 0; }
  dt { color: ${({ theme }) => theme.color.muted}; }
  dd { margin: 0; }
`;
