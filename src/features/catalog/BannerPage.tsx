import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Link } from "wouter";
import { unwrap } from "../../../machines/request-failure";
import { BannerCard } from "../../components/catalog/BannerCard";
import { LoadFailed } from "../../components/catalog/LoadFailed";
import { useBannerClicks } from "../../lib/use-banner-clicks";
import { useResource } from "../../lib/use-resource";
import { EmptyNote } from "./EmptyNote";

const PLACEMENTS = ["home_hero", "home_strip", "search", "category", "business"] as const;
const STEPS = ["account", "request", "review"] as const;

/**
 * /banner: where banners appear and how a business gets one (a request from /my-banners, which
 * the administration approves at /admin/banner), and the banners running beside search results now.
 */
export function BannerPage() {
  return (
    <Article>
      <h1>
        <FormattedMessage id="banner.title" />
      </h1>
      <p>
        <FormattedMessage id="bannerPage.lead" />
      </p>
      <section aria-labelledby="placements-heading">
        <h2 id="placements-heading">
          <FormattedMessage id="bannerPage.placements.title" />
        </h2>
        <Placements>
          {PLACEMENTS.map((placement) => (
            <div key={placement}>
              <dt>
                <FormattedMessage id={`bannerPage.placements.${placement}.name`} />
              </dt>
              <dd>
                <FormattedMessage id={`bannerPage.placements.${placement}.text`} />
              </dd>
            </div>
          ))}
        </Placements>
      </section>
      <section aria-labelledby="how-heading">
        <h2 id="how-heading">
          <FormattedMessage id="bannerPage.how.title" />
        </h2>
        <ol>
          {STEPS.map((step) => (
            <li key={step}>
              <FormattedMessage id={`bannerPage.how.${step}`} />
            </li>
          ))}
        </ol>
        <p>
          <Link href="/for-business">
            <FormattedMessage id="bannerPage.forBusiness" />
          </Link>
        </p>
      </section>
      <RunningBanners />
    </Article>
  );
}

function RunningBanners() {
  const follow = useBannerClicks();
  const banners = useResource((sdk, call) =>
    sdk.listBanners({ ...call, query: { placement: "search" } }).then(unwrap),
  );
  return (
    <section aria-labelledby="running-heading" aria-busy={banners.loading}>
      <h2 id="running-heading">
        <FormattedMessage id="bannerPage.running" />
      </h2>
      {banners.error ? (
        <LoadFailed code={banners.error} onRetry={banners.retry} />
      ) : !banners.data ? (
        <p role="status">
          <FormattedMessage id="common.loading" />
        </p>
      ) : banners.data.length === 0 ? (
        <EmptyNote>
          <FormattedMessage id="banner.empty" />
        </EmptyNote>
      ) : (
        <Grid>
          {banners.data.map((banner) => (
            <li key={banner.id}>
              <BannerCard banner={banner} onFollow={follow} />
            </li>
          ))}
        </Grid>
      )}
    </section>
  );
}

const Article = styled.article`
  display: grid;
  gap: 1.5rem;
  max-inline-size: 60rem;
  h1, h2, p { margin-block: 0; }
  h2 { margin-block-end: 0.75rem; }
  ol { margin: 0; padding-inline-start: 1.5rem; display: grid; gap: 0.5rem; }
`;

const Placements = styled.dl`
  display: grid;
  gap: 1rem;
  margin: 0;
  dt { font-weight: 600; }
  dd { margin: 0; color: ${({ theme }) => theme.color.muted}; }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;
