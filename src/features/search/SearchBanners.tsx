import { PlacedBanners } from "../../components/catalog/PlacedBanners";

/**
 * The banners beside a search list (what /banner promises buyers and advertisers): a list
 * filtered by a category is that category's page and shows the `category` placement; any
 * other list the `search` one. Its own chunk and its own request, after the results.
 */
export function SearchBanners({ byCategory }: { byCategory: boolean }) {
  return <PlacedBanners placement={byCategory ? "category" : "search"} />;
}
