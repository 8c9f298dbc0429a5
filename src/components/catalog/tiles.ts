import styled from "styled-components";

/** A responsive grid of cards, as a list so screen readers say how many there are. */
export const TileGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 11rem), 1fr));
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Tile = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  padding: 0.75rem;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  h3 { margin: 0; font-size: 1rem; line-height: 1.3; overflow-wrap: anywhere; }
  /* A page holds up to 24 cards, most below the fold: the browser lays out and paints those
     when they come near the screen, not all with the first render (a slow phone spends
     ~100 ms on them otherwise). The size is a guess until a card has been rendered once. */
  content-visibility: auto;
  contain-intrinsic-size: auto 20rem;
`;

/** The card's image: reserved at 4:3 before it loads, so nothing below it moves. */
export const TileImage = styled.img`
  display: block;
  inline-size: 100%;
  block-size: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border-radius: calc(${({ theme }) => theme.radius} - 4px);
  background: ${({ theme }) => theme.color.background};
`;

export const TileMeta = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.muted};
`;
