import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Link } from "wouter";
import type { OfferingDetail } from "../../../sdk";
import { OfferingTile } from "../../components/catalog/OfferingTile";
import { Price } from "../../components/catalog/Price";
import { RatingLine } from "../../components/catalog/RatingLine";
import { TileGrid } from "../../components/catalog/tiles";
import { categoryPath, kindSegment, searchTitleId } from "../../lib/catalog-paths";
import { isolate } from "../../lib/i18n/bidi";
import { summarize, useItemHead } from "../../lib/use-item-head";
import { BusinessPanel } from "./BusinessPanel";
import { FavoriteButton } from "./FavoriteButton";
import { FeedbackSection } from "./feedback/FeedbackSection";
import { saleState } from "./flash-sale-state";
import { Gallery } from "./Gallery";
import { SaleNotice } from "./SaleNotice";

/** The three offering routes: /search/products/:id, /search/service/:id, /search/flash-sell/:id. */
export type OfferingRoute = "products" | "service" | "flash-sell";

/** An offering's page once it has loaded. */
export function OfferingDetailView({
  offering,
  route,
}: {
  offering: OfferingDetail;
  route: OfferingRoute;
}) {
  const intl = useIntl();
  // Read again when a sale's countdown ends, so the price drops the sale at that moment.
  const [now, setNow] = useState(() => Date.now());
  // The feedback section reloads the summary whenever the person rates; it starts as loaded.
  const [rating, setRating] = useState(offering.rating);
  const sale = offering.flash_sale;
  const state = sale ? saleState(sale, now) : null;
  useItemHead({
    title: isolate(offering.title),
    description: summarize(offering.description),
    image: offering.images[0] ?? offering.image,
  });
  // The list the person most likely came from: flash sales for a sale's page, else its kind's.
  const listKind = route === "flash-sell" ? route : kindSegment(offering.kind);
  const list = { path: `/search/${listKind}`, titleId: searchTitleId(listKind) };

  return (
    <Article>
      <nav aria-label={intl.formatMessage({ id: "catalog.breadcrumb" })}>
        <Crumbs>
          <li>
            <Link href={list.path}>
              <FormattedMessage id={list.titleId} />
            </Link>
          </li>
          <li>
            <Link href={categoryPath({ kind: offering.kind, slug: offering.category.slug })}>
              <bdi>{offering.category.name}</bdi>
            </Link>
          </li>
        </Crumbs>
      </nav>
      <Top>
        <Gallery images={offering.images} title={offering.title} />
        <Summary>
          <h1>
            <bdi>{offering.title}</bdi>
          </h1>
          <RatingLine rating={rating} />
          <Price price={offering.display_price} sale={state === "running" ? sale : null} large />
          {sale && state && (
            <SaleNotice sale={sale} state={state} onEnded={() => setNow(Date.now())} />
          )}
          <FavoriteButton target={{ offering: offering.id }} saved={offering.is_favorite} />
          <Description>
            <h2>
              <FormattedMessage id="offering.description" />
            </h2>
            <p dir="auto">{offering.description}</p>
          </Description>
        </Summary>
      </Top>
      <BusinessPanel business={offering.business} phone={offering.business_phone} />
      <FeedbackSection
        target={{ offering_id: offering.id }}
        mine={offering.my_feedback}
        refusal={offering.feedback_refusal}
        onSummary={setRating}
      />
      {offering.related.length > 0 && (
        <section aria-labelledby="related-heading">
          <h2 id="related-heading">
            <FormattedMessage id="offering.related" />
          </h2>
          <TileGrid>
            {offering.related.map((card) => (
              <OfferingTile key={card.id} offering={card} />
            ))}
          </TileGrid>
        </section>
      )}
    </Article>
  );
}

const Article = styled.article`
  display: grid;
  gap: 2rem;
`;

const Crumbs = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.9rem;
  li + li::before { content: "/"; margin-inline-end: 0.5rem; color: ${({ theme }) => theme.color.muted}; }
`;

const Top = styled.div`
  display: grid;
  gap: 2rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  align-items: start;
`;

const Summary = styled.div`
  display: grid;
  gap: 0.75rem;
  justify-items: start;
  h1 { margin: 0; font-size: clamp(1.5rem, 4vw, 2.1rem); line-height: 1.2; overflow-wrap: anywhere; }
`;

const Description = styled.section`
  h2 { font-size: 1.1rem; margin-block: 0.5rem 0.25rem; }
  p { margin: 0; white-space: pre-line; overflow-wrap: anywhere; }
`;
