import { FormattedMessage } from "react-intl";
import { unwrap } from "../../../machines/request-failure";
import { BusinessTile } from "../../components/catalog/BusinessTile";
import { TileGrid } from "../../components/catalog/tiles";
import { useResource } from "../../lib/use-resource";
import { HOME_SECTION_SIZE } from "./FlashSaleSection";
import { HomeSection, type SectionHead } from "./HomeSection";

export const TOP_BUSINESSES_HEAD: SectionHead = {
  id: "home-top-businesses",
  titleId: "homeSections.topBusinesses",
  more: "/search/business?sort=rating",
  reserve: "14rem",
};

/** The best-rated businesses. */
export function TopBusinessesSection() {
  const businesses = useResource((sdk, call) =>
    sdk
      .searchBusinesses({ ...call, query: { sort: "rating", page_size: HOME_SECTION_SIZE } })
      .then(unwrap),
  );
  return (
    <HomeSection
      {...TOP_BUSINESSES_HEAD}
      loading={!businesses.data && !businesses.error}
      error={businesses.error}
      onRetry={businesses.retry}
    >
      {businesses.data?.items.length === 0 ? (
        <p>
          <FormattedMessage id="search.empty" />
        </p>
      ) : (
        <TileGrid>
          {businesses.data?.items.map((business) => (
            <BusinessTile key={business.id} business={business} />
          ))}
        </TileGrid>
      )}
    </HomeSection>
  );
}
