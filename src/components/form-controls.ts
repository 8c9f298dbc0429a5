import styled, { css } from "styled-components";

/**
 * The box every form control of the app shares (selects, text fields, the side menu's toggle
 * on a phone): a 44 px touch target with the theme's border, corners and colours.
 */
export const controlBox = css`
  min-block-size: 44px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
`;

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
  ${controlBox}
  max-inline-size: 100%;
  padding-inline: 0.5rem;
`;
