import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Link } from "wouter";
import { unwrap } from "../../../machines/request-failure";
import type { BusinessRef } from "../../../sdk";
import { LoadFailed } from "../../components/catalog/LoadFailed";
import { RatingLine } from "../../components/catalog/RatingLine";
import { businessPath } from "../../lib/catalog-paths";
import { imageUrl } from "../../lib/image-url";
import { useResource } from "../../lib/use-resource";
import { BusinessContact, PhoneLink } from "./BusinessContact";

/**
 * The seller of an offering: its name and phone at once (the offering carries them), then the
 * rest of its card (rating, hours, address, links) from the business itself.
 */
export function BusinessPanel({ business, phone }: { business: BusinessRef; phone: string }) {
  const details = useResource((sdk, call) =>
    sdk.getBusiness({ ...call, path: { id: business.id } }).then(unwrap),
  );
  return (
    <Panel aria-labelledby="seller-heading">
      <h2 id="seller-heading">
        <FormattedMessage id="offering.seller" />
      </h2>
      <Head>
        <img src={imageUrl(business.logo)} alt="" width={56} height={56} loading="lazy" />
        <div>
          <Link href={businessPath(business.id)}>
            <bdi>{business.name}</bdi>
          </Link>
          {details.data && <RatingLine rating={details.data.rating} />}
        </div>
      </Head>
      {details.data ? (
        <BusinessContact business={details.data} />
      ) : (
        <>
          <p>
            <PhoneLink phone={phone} />
          </p>
          {details.error && <LoadFailed code={details.error} onRetry={details.retry} />}
        </>
      )}
    </Panel>
  );
}

const Panel = styled.section`
  display: grid;
  gap: 0.75rem;
  padding: 1rem 1.25rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  h2 { margin: 0; font-size: 1.2rem; }
  p { margin: 0; }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  img { inline-size: 56px; block-size: 56px; border-radius: 50%; object-fit: cover; }
  a { font-weight: 600; font-size: 1.05rem; }
`;
