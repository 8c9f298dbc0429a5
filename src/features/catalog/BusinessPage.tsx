import { Suspense, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { useParams } from "wouter";
import { unwrap } from "../../../machines/request-failure";
import type { Business } from "../../../sdk";
import { LoadFailed } from "../../components/catalog/LoadFailed";
import { OfferingTile } from "../../components/catalog/OfferingTile";
import { RatingLine } from "../../components/catalog/RatingLine";
import { TileGrid } from "../../components/catalog/tiles";
import { PageNavigation } from "../../components/PageNavigation";
import { useDisplayCurrency } from "../../lib/display-currency";
import { isolate } from "../../lib/i18n/bidi";
import { imageUrl } from "../../lib/image-url";
import { lazyComponent } from "../../lib/lazy-component";
import { summarize, useItemHead } from "../../lib/use-item-head";
import { useResource } from "../../lib/use-resource";
import { BusinessContact } from "./BusinessContact";
import { DetailFailed, DetailLoading } from "./DetailStates";
import { FavoriteButton } from "./FavoriteButton";
import { FeedbackSection } from "./feedback/FeedbackSection";

export const BUSINESS_OFFERINGS_PAGE_SIZE = 12;

// Advertising on a business's page: its own chunk, fetched after the page's own data.
const PlacedBanners = lazyComponent(
  () => import("../../components/catalog/PlacedBanners"),
  (m) => m.PlacedBanners,
);

/** /search/business/:id: a business, what it offers, how to reach it, what people say. */
export function BusinessPage() {
  const { id = "" } = useParams<{ id: string }>();
  const currency = useDisplayCurrency();
  const { locale } = useIntl();
  return <BusinessLoader key={`${id}:${currency}:${locale}`} id={id} />;
}

function BusinessLoader({ id }: { id: string }) {
  const business = useResource((sdk, call) =>
    sdk.getBusiness({ ...call, path: { id } }).then(unwrap),
  );
  if (business.error) {
    return (
      <DetailFailed
        code={business.error}
        onRetry={business.retry}
        listPath="/search/business"
        listTitleId="search.business.title"
      />
    );
  }
  if (!business.data) return <DetailLoading />;
  return <BusinessView business={business.data} />;
}

function BusinessView({ business }: { business: Business }) {
  // The feedback section reloads the summary whenever the person rates; it starts as loaded.
  const [rating, setRating] = useState(business.rating);
  useItemHead({
    title: isolate(business.name),
    description: summarize(business.description),
    image: business.logo,
  });
  return (
    <Article>
      <Top>
        <Logo src={imageUrl(business.logo)} alt="" width={96} height={96} />
        <div>
          <h1>
            <bdi>{business.name}</bdi>
          </h1>
          <Meta>
            <bdi>{business.oked.name}</bdi>
            {business.region && (
              <>
                {" · "}
                <bdi>{business.region.name}</bdi>
              </>
            )}
          </Meta>
          <RatingLine rating={rating} />
          {business.status !== "accepted" && (
            <Status role="note">
              <FormattedMessage id={`business.status_${business.status}`} />
            </Status>
          )}
        </div>
        {/* Only an accepted business can be saved (addFavoriteBusiness): its owner and the
            administrators, who alone see it otherwise, are not offered what would be refused. */}
        {business.status === "accepted" && (
          <FavoriteButton target={{ business: business.id }} saved={business.is_favorite} />
        )}
      </Top>
      {business.description && <About dir="auto">{business.description}</About>}
      <section aria-labelledby="contact-heading">
        <h2 id="contact-heading">
          <FormattedMessage id="businessPage.contact" />
        </h2>
        <BusinessContact business={business} />
      </section>
      <BusinessOfferings business={business} />
      <FeedbackSection
        target={{ business_id: business.id }}
        mine={business.my_feedback}
        refusal={business.feedback_refusal}
        onSummary={setRating}
      />
      <Suspense fallback={null}>
        <PlacedBanners placement="business" />
      </Suspense>
    </Article>
  );
}

/** The business's public offerings, a page at a time (the old page stays while the next loads). */
function BusinessOfferings({ business }: { business: Business }) {
  const intl = useIntl();
  const currency = useDisplayCurrency();
  const page = useRef(1);
  const offerings = useResource((sdk, call) =>
    sdk
      .searchOfferings({
        ...call,
        query: {
          business: business.id,
          currency,
          sort: "newest",
          page: page.current,
          page_size: BUSINESS_OFFERINGS_PAGE_SIZE,
        },
      })
      .then(unwrap),
  );
  const data = offerings.data;
  const pageCount = data ? Math.ceil(data.total / BUSINESS_OFFERINGS_PAGE_SIZE) : 0;
  return (
    <section aria-labelledby="offerings-heading" aria-busy={offerings.loading}>
      <h2 id="offerings-heading">
        <FormattedMessage
          id="businessPage.offerings"
          values={{ count: intl.formatNumber(business.offering_count) }}
        />
      </h2>
      {offerings.error ? (
        <LoadFailed code={offerings.error} onRetry={offerings.retry} />
      ) : !data ? (
        <p role="status">
          <FormattedMessage id="common.loading" />
        </p>
      ) : data.items.length === 0 ? (
        <p>
          <FormattedMessage id="businessPage.noOfferings" />
        </p>
      ) : (
        <Offerings>
          <TileGrid>
            {data.items.map((card) => (
              <OfferingTile key={card.id} offering={card} />
            ))}
          </TileGrid>
          {pageCount > 1 && (
            <PageNavigation
              page={data.page}
              pageCount={pageCount}
              onChange={(next) => {
                page.current = next;
                offerings.reload();
              }}
              labelId="businessPage.offeringPages"
            />
          )}
        </Offerings>
      )}
    </section>
  );
}

const Article = styled.article`
  display: grid;
  gap: 2rem;
  h2 { margin-block: 0 0.75rem; }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 1rem 1.5rem;
  > div { flex: 1 1 16rem; display: grid; gap: 0.35rem; }
  h1 { margin: 0; font-size: clamp(1.5rem, 4vw, 2.1rem); line-height: 1.2; overflow-wrap: anywhere; }
`;

const Logo = styled.img`
  inline-size: 96px;
  block-size: 96px;
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
`;

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
`;

const Status = styled.p`
  margin: 0;
  font-weight: 600;
`;

const About = styled.p`
  margin: 0;
  max-inline-size: 48rem;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Offerings = styled.div`
  display: grid;
  gap: 1rem;
`;
