import { css } from "styled-components";
import { controlBox } from "./form-controls";

/** A plain text field (name, email, password, address) in the look of the app's controls. */
export const textFieldStyle = css`
  box-sizing: border-box;
  ${controlBox}
  inline-size: 100%;
  padding-inline: 0.75rem;
  font: inherit;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
  &[aria-invalid="true"] {
    border-color: ${({ theme }) => theme.color.danger};
  }
`;
