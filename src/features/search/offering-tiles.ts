import styled from "styled-components";
import { TileGrid } from "../../components/catalog/tiles";

// Two columns already on a 360 px phone: a list is for comparing, so more fit on a screen.
export const OfferingTiles = styled(TileGrid)`
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 9.5rem), 1fr));
  gap: 0.75rem;
  @media (min-width: 40rem) {
    grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
    gap: 1rem;
  }
`;
