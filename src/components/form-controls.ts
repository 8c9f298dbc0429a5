import styled from "styled-components";

/** Seen by screen readers only: labels for controls whose purpose the layout already shows. */
export const VisuallyHidden = styled.span`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

export const Select = styled.select`
  min-block-size: 44px;
  max-inline-size: 100%;
  padding-inline: 0.5rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
`;
