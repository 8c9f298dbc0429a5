import { FormattedMessage } from "react-intl";
import { unwrap } from "../../../machines/request-failure";
import { OfferingTile } from "../../components/catalog/OfferingTile";
import { TileGrid } from "../../components/catalog/tiles";
import { flashSalePath } from "../../lib/catalog-paths";
import { useDisplayCurrency } from "../../lib/display-currency";
import { useResource } from "../../lib/use-resource";
import { HomeSection, type SectionHead } from "./HomeSection";

export const HOME_SECTION_SIZE = 8;

export const FLASH_SALES_HEAD: SectionHead = {
  id: "home-flash-sales",
  titleId: "homeSections.flashSales",
  more: "/search/flash-sell",
  reserve: "22rem",
};

/** The flash sales running now, ending soonest first, each with its countdown. */
export function FlashSaleSection() {
  const currency = useDisplayCurrency();
  const sales = useResource((sdk, call) =>
    sdk
      .searchFlashSales({
        ...call,
        query: { sort: "ending_soon", page_size: HOME_SECTION_SIZE, currency },
      })
      .then(unwrap),
  );
  return (
    <HomeSection
      {...FLASH_SALES_HEAD}
      loading={!sales.data && !sales.error}
      error={sales.error}
      onRetry={sales.retry}
    >
      {sales.data?.items.length === 0 ? (
        <p>
          <FormattedMessage id="homeSections.noFlashSales" />
        </p>
      ) : (
        <TileGrid>
          {sales.data?.items.map((offering) => (
            <OfferingTile
              key={offering.flash_sale?.id ?? offering.id}
              offering={offering}
              href={offering.flash_sale ? flashSalePath(offering.flash_sale.id) : undefined}
              countdown
            />
          ))}
        </TileGrid>
      )}
    </HomeSection>
  );
}
