import styled from "styled-components";

/**
 * "Nothing here": the look of EmptyStatePage's note, kept apart so the catalogue's chunk does
 * not share that page's module with the first download (which would split it into a file of
 * its own there).
 */
export const EmptyNote = styled.p`
  padding: 2rem 1.5rem;
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.color.muted};
  text-align: center;
`;
