import { useId } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { unwrap } from "../../../machines/request-failure";
import type { BannerPlacement } from "../../../sdk";
import { useBannerClicks } from "../../lib/use-banner-clicks";
import { useResource } from "../../lib/use-resource";
import { BannerCard } from "./BannerCard";

/**
 * The banners of a placement beside a page's own content (a search list, a category's list, a
 * business's page). Loaded lazily by that page, after its own data: advertising never holds up
 * the content. Labelled as advertising. No banners, or none that could load, no section: a
 * failed advertisement is not worth an error beside someone's search.
 */
export function PlacedBanners({
  placement,
}: {
  placement: Exclude<BannerPlacement, `home_${string}`>;
}) {
  const headingId = useId();
  const follow = useBannerClicks();
  const banners = useResource((sdk, call) =>
    sdk.listBanners({ ...call, query: { placement } }).then(unwrap),
  );
  if (!banners.data || banners.data.length === 0) return null;
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage id="homeSections.banners.search" />
      </h2>
      <ul>
        {banners.data.map((banner) => (
          <li key={banner.id}>
            <BannerCard banner={banner} ratio="2 / 1" onFollow={follow} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

const Section = styled.aside`
  h2 {
    margin-block: 0 0.5rem;
    font-size: 0.8rem;
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.color.muted};
  }
  ul {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
    gap: 1rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;
