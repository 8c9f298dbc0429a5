import type { ReactNode } from "react";
import styled from "styled-components";
import { Link } from "wouter";
import type { OfferingCard } from "../../../sdk";
import { offeringPath } from "../../lib/catalog-paths";
import { imageUrl } from "../../lib/image-url";
import { Countdown } from "./Countdown";
import { Price } from "./Price";
import { RatingLine } from "./RatingLine";
import { Tile, TileImage, TileMeta } from "./tiles";

interface OfferingTileProps {
  offering: OfferingCard;
  /** Where the card leads; the offering's own page unless told (a flash sale's page). */
  href?: string;
  /** Show the running sale's countdown (flash sale lists). */
  countdown?: boolean;
  /** The first cards of a page are visible at once: their images load eagerly. */
  eager?: boolean;
  /**
   * Show where the seller is (search lists: a visitor comparing sellers wants the region
   * before opening one).
   */
  region?: boolean;
  /** Controls of the card's own (a remove button), above the card's link. */
  children?: ReactNode;
}

/** A product or service as a card: image, title, seller, rating and price. */
export function OfferingTile({
  offering,
  href = offeringPath(offering),
  countdown = false,
  eager = false,
  region = false,
  children,
}: OfferingTileProps) {
  const { business } = offering;
  return (
    <Tile>
      <TileImage
        src={imageUrl(offering.image)}
        alt=""
        width={320}
        height={240}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
      />
      <h3>
        <CardLink href={href}>
          <bdi>{offering.title}</bdi>
        </CardLink>
      </h3>
      <TileMeta>
        <bdi>{business.name}</bdi>
        {region && business.region && (
          <>
            {" · "}
            <bdi>{business.region.name}</bdi>
          </>
        )}
      </TileMeta>
      <RatingLine rating={offering.rating} />
      <Price price={offering.display_price} sale={offering.flash_sale} />
      {countdown && offering.flash_sale && (
        <Countdown key={offering.flash_sale.ends_at} endsAt={offering.flash_sale.ends_at} />
      )}
      {children && <Controls>{children}</Controls>}
    </Tile>
  );
}

// The title's link covers the whole card, so the card is one target and one tab stop.
export const CardLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  &::after { content: ""; position: absolute; inset: 0; border-radius: inherit; }
  &:hover { text-decoration: underline; }
  &:focus-visible { outline: none; }
  &:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const Controls = styled.div`
  position: relative;
  z-index: 1;
  margin-block-start: auto;
`;
