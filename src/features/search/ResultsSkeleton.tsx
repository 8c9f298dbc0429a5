import styled, { keyframes } from "styled-components";
import { OfferingTiles } from "./offering-tiles";

/**
 * Grey cards in the shape of results while the first page loads, so the layout does not jump
 * when they arrive. Hidden from screen readers: the status line says "Searching…" instead.
 */
export function ResultsSkeleton({ count = 6 }: { count?: number }) {
  return (
    <OfferingTiles aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        // Identical placeholders in a fixed order: the index is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Placeholder key={i}>
          <Block $ratio />
          <Block />
          <Block $short />
        </Placeholder>
      ))}
    </OfferingTiles>
  );
}

const pulse = keyframes`
  from { opacity: 1; }
  to { opacity: 0.5; }
`;

const Placeholder = styled.li`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 0.75rem;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
`;

const Block = styled.div<{ $ratio?: boolean; $short?: boolean }>`
  inline-size: ${({ $short }) => ($short ? "60%" : "100%")};
  ${({ $ratio }) => ($ratio ? "aspect-ratio: 4 / 3;" : "block-size: 1rem;")}
  background: ${({ theme }) => theme.color.border};
  border-radius: 4px;
  animation: ${pulse} 1s ease-in-out infinite alternate;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
