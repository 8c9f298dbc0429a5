import styled from "styled-components";

/** A part of an admin insights page: a card with its heading. */
export const Card = styled.section`
  display: grid;
  gap: 0.75rem;
  min-inline-size: 0;
  padding: clamp(1rem, 3vw, 1.25rem);
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  h2 { margin: 0; font-size: 1.05rem; }
  p { margin: 0; }
`;

/** Cards side by side where there is room, one above the other on a phone. */
export const Grid = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 26rem), 1fr));
`;

/** Figures as term and value, e.g. the totals. */
export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: 0.75rem 1.5rem;
  margin: 0;
  dt { color: ${({ theme }) => theme.color.muted}; font-size: 0.875rem; }
  dd { margin: 0; font-size: 1.35rem; font-weight: 600; font-variant-numeric: tabular-nums; }
`;
