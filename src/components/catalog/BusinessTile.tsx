import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import type { BusinessCard } from "../../../sdk";
import { businessPath } from "../../lib/catalog-paths";
import { imageUrl } from "../../lib/image-url";
import { CardLink } from "./OfferingTile";
import { RatingLine } from "./RatingLine";
import { Tile, TileMeta } from "./tiles";

/** A business as a card: logo, name, activity, region, rating and how much it offers. */
export function BusinessTile({
  business,
  children,
}: {
  business: BusinessCard;
  /** Controls of the card's own (a remove button), above the card's link. */
  children?: ReactNode;
}) {
  return (
    <Tile>
      <Head>
        <Logo
          src={imageUrl(business.logo)}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
        />
        <h3>
          <CardLink href={businessPath(business.id)}>
            <bdi>{business.name}</bdi>
          </CardLink>
        </h3>
      </Head>
      <TileMeta>
        <bdi>{business.oked.name}</bdi>
        {business.region && (
          <>
            {" · "}
            <bdi>{business.region.name}</bdi>
          </>
        )}
      </TileMeta>
      <RatingLine rating={business.rating} />
      <TileMeta>
        <FormattedMessage id="catalog.offeringCount" values={{ count: business.offering_count }} />
      </TileMeta>
      {children && <Controls>{children}</Controls>}
    </Tile>
  );
}

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
`;

const Logo = styled.img`
  flex: none;
  inline-size: 56px;
  block-size: 56px;
  object-fit: cover;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.background};
`;

const Controls = styled.div`
  position: relative;
  z-index: 1;
  margin-block-start: auto;
`;
