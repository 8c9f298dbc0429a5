import type { OfferingCard } from "../../../sdk";
import { imageUrl } from "../../app/image-url";
import { Countdown } from "../catalog/Countdown";
import { CardLink } from "../catalog/OfferingTile";
import { Price } from "../catalog/Price";
import { RatingLine } from "../catalog/RatingLine";
import { Tile, TileImage, TileMeta } from "../catalog/tiles";

interface OfferingResultCardProps {
  offering: OfferingCard;
  href: string;
  /** The first cards are on screen at once: their images load first instead of lazily. */
  eager?: boolean;
  /** The flash-sale list shows each sale's time left. */
  countdown?: boolean;
}

/**
 * A product or service in a search list. The catalog's tile with where the seller is: a
 * visitor comparing sellers in a list wants the region before opening one.
 */
export function OfferingResultCard({
  offering,
  href,
  eager = false,
  countdown = false,
}: OfferingResultCardProps) {
  const { business, flash_sale: sale } = offering;
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
        <CardLink href={href}>{offering.title}</CardLink>
      </h3>
      <TileMeta>
        {business.name}
        {business.region && ` · ${business.region.name}`}
      </TileMeta>
      <RatingLine rating={offering.rating} />
      <Price price={offering.display_price} sale={sale} />
      {countdown && sale && <Countdown key={sale.ends_at} endsAt={sale.ends_at} />}
    </Tile>
  );
}
