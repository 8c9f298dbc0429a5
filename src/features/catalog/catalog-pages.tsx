import { BannerPage } from "./BannerPage";
import { BusinessPage } from "./BusinessPage";
import { FavoritesPage } from "./FavoritesPage";
import { ForBusinessPage } from "./ForBusinessPage";
import type { OfferingRoute } from "./OfferingDetailView";
import { OfferingPage } from "./OfferingPage";

/**
 * The catalogue's pages as one lazy chunk behind one component: the offering and business
 * pages, favourites, for business and banners. One chunk rather than five because each lazy
 * chunk that shares code with the first load makes the bundler split that code into more
 * first load files (src/app/deferred-ui.ts says the same for the shell), and one component
 * because every lazy component costs the first download a few bytes.
 */
export type CatalogRoute = OfferingRoute | "business" | "favorites" | "for-business" | "banner";

export function CatalogPage({ route }: { route: CatalogRoute }) {
  switch (route) {
    case "business":
      return <BusinessPage />;
    case "favorites":
      return <FavoritesPage />;
    case "for-business":
      return <ForBusinessPage />;
    case "banner":
      return <BannerPage />;
    default:
      return <OfferingPage route={route} />;
  }
}
