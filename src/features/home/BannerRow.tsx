import { useIntl } from "react-intl";
import styled from "styled-components";
import { unwrap } from "../../../machines/request-failure";
import { BannerCard } from "../../components/catalog/BannerCard";
import { LoadFailed } from "../../components/catalog/LoadFailed";
import { useBannerClicks } from "../../lib/use-banner-clicks";
import { useResource } from "../../lib/use-resource";

type HomePlacement = "home_hero" | "home_strip";

/**
 * The home page's banners: a row that scrolls sideways (with snap points) rather than a carousel
 * that moves by itself. Every banner is a link in reading order, so a keyboard or a screen
 * reader reaches each; nothing rotates away while someone reads it. No banners, no section.
 */
export function BannerRow({ placement }: { placement: HomePlacement }) {
  const intl = useIntl();
  const banners = useResource((sdk, call) =>
    sdk.listBanners({ ...call, query: { placement } }).then(unwrap),
  );
  const follow = useBannerClicks();
  const hero = placement === "home_hero";
  if (banners.error) return <LoadFailed code={banners.error} onRetry={banners.retry} />;
  if (banners.data?.length === 0) return null;
  return (
    <Row
      aria-label={intl.formatMessage({ id: `homeSections.banners.${placement}` })}
      aria-busy={banners.loading}
      $hero={hero}
    >
      {banners.data?.map((banner, n) => (
        <li key={banner.id}>
          <BannerCard
            banner={banner}
            eager={hero && n === 0}
            ratio={hero ? "3 / 1" : "4 / 1"}
            onFollow={follow}
          />
        </li>
      ))}
    </Row>
  );
}

// While loading, the row keeps the height of its banners (image and two lines of text).
const Row = styled.ul<{ $hero: boolean }>`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: ${({ $hero }) => ($hero ? "min(100%, 56rem)" : "min(85%, 26rem)")};
  gap: 1rem;
  min-block-size: ${({ $hero }) => ($hero ? "12rem" : "8rem")};
  margin: 0;
  padding: 0 0 0.5rem;
  list-style: none;
  overflow-x: auto;
  overscroll-behavior-inline: contain;
  scroll-snap-type: inline mandatory;
  li { scroll-snap-align: start; }
`;
