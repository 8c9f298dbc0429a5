import { useIntl } from "react-intl";
import styled from "styled-components";
import { useDisplayCurrency } from "../../lib/display-currency";
import { BannerRow } from "./BannerRow";
import { CategorySection } from "./CategorySection";
import { FlashSaleSection } from "./FlashSaleSection";
import { NewOfferingsSection } from "./NewOfferingsSection";
import { TopBusinessesSection } from "./TopBusinessesSection";

/**
 * Everything on the home page below the hero, in one lazy chunk (HomePage stays in the first
 * download and tiny). Each section loads its own data with its own loading and error state,
 * and all of it again in a new language or currency (texts and prices come from the API).
 */
export function HomeSections() {
  const currency = useDisplayCurrency();
  const { locale } = useIntl();
  const key = `${currency}:${locale}`;
  return (
    <Sections>
      <BannerRow key={`hero:${locale}`} placement="home_hero" />
      <CategorySection key={`categories:${locale}`} />
      <FlashSaleSection key={`flash:${key}`} />
      <NewOfferingsSection key={`products:${key}`} kind="product" />
      <BannerRow key={`strip:${locale}`} placement="home_strip" />
      <NewOfferingsSection key={`services:${key}`} kind="service" />
      <TopBusinessesSection key={`businesses:${locale}`} />
    </Sections>
  );
}

const Sections = styled.div`
  display: grid;
  gap: 2.5rem;
`;
