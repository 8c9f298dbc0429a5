import { useIntl } from "react-intl";
import { useParams } from "wouter";
import { unwrap } from "../../../machines/request-failure";
import { searchTitleId } from "../../lib/catalog-paths";
import { useDisplayCurrency } from "../../lib/display-currency";
import { useResource } from "../../lib/use-resource";
import { DetailFailed, DetailLoading } from "./DetailStates";
import { OfferingDetailView, type OfferingRoute } from "./OfferingDetailView";

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
        listTitleId={searchTitleId(route)}
      />
    );
  }
  if (!item.data) return <DetailLoading />;
  return <OfferingDetailView offering={item.data} route={route} />;
}
