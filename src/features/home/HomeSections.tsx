import { useIntl } from "react-intl";
import styled from "styled-components";
import { NearScreen } from "../../components/layout/NearScreen";
import { useDisplayCurrency } from "../../lib/display-currency";
import { BannerRow } from "./BannerRow";
import { CategorySection } from "./CategorySection";
import { FLASH_SALES_HEAD, FlashSaleSection } from "./FlashSaleSection";
import { SectionPlaceholder } from "./HomeSection";
import { NewOfferingsSection, newOfferingsHead } from "./NewOfferingsSection";
import { TOP_BUSINESSES_HEAD, TopBusinessesSection } from "./TopBusinessesSection";

/**
 * Everything on the home page below the hero, in one lazy chunk (HomePage stays in the first
 * download and tiny). Each section loads its own data with its own loading and error state,
 * and all of it again in a new language or currency (texts and prices come from the API).
 * The banners and categories are on a phone's first screen; the sections after them load
 * when scrolled near, their headings in place meanwhile (NearScreen).
 */
export function HomeSections() {
  const currency = useDisplayCurrency();
  const { locale } = useIntl();
  const key = `${currency}:${locale}`;
  return (
    <Sections>
      <BannerRow key={`hero:${locale}`} placement="home_hero" />
      <CategorySection key={`categories:${locale}`} />
      {/* Below a phone's first screen: each fetched and drawn as it comes near. */}
      <NearScreen placeholder={<SectionPlaceholder {...FLASH_SALES_HEAD} />}>
        <FlashSaleSection key={`flash:${key}`} />
      </NearScreen>
      <NearScreen placeholder={<SectionPlaceholder {...newOfferingsHead("product")} />}>
        <NewOfferingsSection key={`products:${key}`} kind="product" />
      </NearScreen>
      <NearScreen placeholder={null}>
        <BannerRow key={`strip:${locale}`} placement="home_strip" />
      </NearScreen>
      <NearScreen placeholder={<SectionPlaceholder {...newOfferingsHead("service")} />}>
        <NewOfferingsSection key={`services:${key}`} kind="service" />
      </NearScreen>
      <NearScreen placeholder={<SectionPlaceholder {...TOP_BUSINESSES_HEAD} />}>
        <TopBusinessesSection key={`businesses:${locale}`} />
      </NearScreen>
    </Sections>
  );
}

const Sections = styled.div`
  display: grid;
  gap: 2.5rem;
`;
