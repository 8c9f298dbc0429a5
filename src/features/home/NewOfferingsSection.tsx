import { FormattedMessage } from "react-intl";
import { unwrap } from "../../../machines/request-failure";
import type { OfferingKind } from "../../../sdk";
import { OfferingTile } from "../../components/catalog/OfferingTile";
import { TileGrid } from "../../components/catalog/tiles";
import { kindSegment } from "../../lib/catalog-paths";
import { useDisplayCurrency } from "../../lib/display-currency";
import { useResource } from "../../lib/use-resource";
import { HOME_SECTION_SIZE } from "./FlashSaleSection";
import { HomeSection, type SectionHead } from "./HomeSection";

export const newOfferingsHead = (kind: OfferingKind): SectionHead => ({
  id: `home-new-${kind}`,
  titleId: kind === "product" ? "homeSections.newProducts" : "homeSections.newServices",
  more: `/search/${kindSegment(kind)}?sort=newest`,
  reserve: "20rem",
});

/** The newest products or services. */
export function NewOfferingsSection({ kind }: { kind: OfferingKind }) {
  const currency = useDisplayCurrency();
  const offerings = useResource((sdk, call) =>
    sdk
      .searchOfferings({
        ...call,
        query: { kind, sort: "newest", page_size: HOME_SECTION_SIZE, currency },
      })
      .then(unwrap),
  );
  return (
    <HomeSection
      {...newOfferingsHead(kind)}
      loading={!offerings.data && !offerings.error}
      error={offerings.error}
      onRetry={offerings.retry}
    >
      {offerings.data?.items.length === 0 ? (
        <p>
          <FormattedMessage id="search.empty" />
        </p>
      ) : (
        <TileGrid>
          {offerings.data?.items.map((offering) => (
            <OfferingTile key={offering.id} offering={offering} />
          ))}
        </TileGrid>
      )}
    </HomeSection>
  );
}
