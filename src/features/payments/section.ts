import styled from "styled-components";

/** A part of the payments page: a card with its heading, as the profile's parts are. */
export const Section = styled.section`
  display: grid;
  gap: 1rem;
  padding: clamp(1rem, 4vw, 1.5rem);
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  h2 { margin: 0; font-size: 1.2rem; }
  p { margin: 0; }
`;
