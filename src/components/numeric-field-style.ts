import { css } from "styled-components";
import { controlBox } from "./form-controls";

// Same look as the fields of LoginDialog. The field itself is always left to right (digits and
// separators keep their order in Persian too); on a right-to-left page its text still sits at
// the page's start edge, beside the label, rather than at the far end of the field. Shared by
// NumericInput and the stand-in LazyNumericInput shows while the mask's code loads.
export const numericFieldStyle = css`
  box-sizing: border-box;
  ${controlBox}
  inline-size: 100%;
  padding-inline: 0.75rem;
  font: inherit;
  font-variant-numeric: tabular-nums;
  text-align: left;
  [dir="rtl"] & {
    text-align: right;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
