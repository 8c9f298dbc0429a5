import { useIntl } from "react-intl";
import { useParams } from "wouter";
import { unwrap } from "../../../machines/request-failure";
import { useResource } from "../../app/use-resource";
import { useDisplayCurrency } from "../../components/catalog/display-currency";
import { DetailFailed, DetailLoading } from "./DetailStates";
import { OfferingDetailView } from "./OfferingDetailView";

/** The three offering routes: /search/products/:id, /search/service/:id, /search/flash-sell/:id. */
export type OfferingRoute = "products" | "service" | "flash-sell";

const LIST_TITLES: Record<OfferingRoute, string> = {
  products: "search.products.title",
  service: "search.service.title",
  "flash-sell": "search.flashSell.title",
};

/**
 * A product's, a service's or a flash sale's page. The id of `flash-sell` is the sale's, and
 * the answer is its offering with that sale. Prices come converted into the display currency
 * and texts in the interface language, so either change loads the item again.
 */
export function OfferingPage({ route }: { route: OfferingRoute }) {
  const { id = "" } = useParams<{ id: string }>();
  const currency = useDisplayCurrency();
  const { locale } = useIntl();
  return <OfferingLoader key={`${id}:${currency}:${locale}`} route={route} id={id} />;
}

function OfferingLoader({ route, id }: { route: OfferingRoute; id: string }) {
  const currency = useDisplayCurrency();
  const item = useResource((sdk, call) => {
    const options = { ...call, path: { id }, query: { currency } };
    return (route === "flash-sell" ? sdk.getFlashSale(options) : sdk.getOffering(options)).then(
      unwrap,
    );
  });
  if (item.error) {
    return (
      <DetailFailed
        code={item.error}
        onRetry={item.retry}
        listPath={`/search/${route}`}
        listTitleId={LIST_TITLES[route]}
      />
    );
  }
  if (!item.data) return <DetailLoading />;
  return <OfferingDetailView offering={item.data} route={route} />;
}
