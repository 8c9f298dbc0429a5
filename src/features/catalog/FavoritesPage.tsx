import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Link } from "wouter";
import { unwrap } from "../../../machines/request-failure";
import { BusinessTile } from "../../components/catalog/BusinessTile";
import { LoadFailed } from "../../components/catalog/LoadFailed";
import { OfferingTile } from "../../components/catalog/OfferingTile";
import { TileGrid } from "../../components/catalog/tiles";
import { useDisplayCurrency } from "../../lib/display-currency";
import { useResource } from "../../lib/use-resource";
import { EmptyNote } from "./EmptyNote";
import { FavoriteButton } from "./FavoriteButton";

/** /favorites: what the person saved, offerings and businesses, each with a remove button. */
export function FavoritesPage() {
  const currency = useDisplayCurrency();
  const { locale } = useIntl();
  return (
    <>
      <h1>
        <FormattedMessage id="favorites.title" />
      </h1>
      <FavoritesList key={`${currency}:${locale}`} />
    </>
  );
}

function FavoritesList() {
  const currency = useDisplayCurrency();
  const favorites = useResource((sdk, call) =>
    sdk.listFavorites({ ...call, query: { currency } }).then(unwrap),
  );
  const data = favorites.data;
  // A removed card goes when the list is read again; until then it stays, its button disabled.
  const removed = () => favorites.reload();

  if (favorites.error) return <LoadFailed code={favorites.error} onRetry={favorites.retry} />;
  if (!data) {
    return (
      <p role="status">
        <FormattedMessage id="common.loading" />
      </p>
    );
  }
  if (data.offerings.length === 0 && data.businesses.length === 0) {
    return (
      <EmptyNote role="status">
        <FormattedMessage id="favorites.empty" />{" "}
        <Link href="/search/products">
          <FormattedMessage id="favoritesPage.browse" />
        </Link>
      </EmptyNote>
    );
  }
  return (
    <Sections aria-busy={favorites.loading}>
      {data.offerings.length > 0 && (
        <section aria-labelledby="saved-offerings">
          <h2 id="saved-offerings">
            <FormattedMessage id="favoritesPage.offerings" />
          </h2>
          <TileGrid>
            {data.offerings.map((offering) => (
              <OfferingTile key={offering.id} offering={offering}>
                <FavoriteButton
                  target={{ offering: offering.id }}
                  saved
                  variant="remove"
                  onChanged={removed}
                />
              </OfferingTile>
            ))}
          </TileGrid>
        </section>
      )}
      {data.businesses.length > 0 && (
        <section aria-labelledby="saved-businesses">
          <h2 id="saved-businesses">
            <FormattedMessage id="favoritesPage.businesses" />
          </h2>
          <TileGrid>
            {data.businesses.map((business) => (
              <BusinessTile key={business.id} business={business}>
                <FavoriteButton
                  target={{ business: business.id }}
                  saved
                  variant="remove"
                  onChanged={removed}
                />
              </BusinessTile>
            ))}
          </TileGrid>
        </section>
      )}
    </Sections>
  );
}

const Sections = styled.div`
  display: grid;
  gap: 2rem;
  h2 { margin-block: 0 0.75rem; }
`;
