import { css } from "styled-components";
import { textFieldStyle } from "./text-field-style";

// A text field (its box, focus ring and the red border of a refused value) for digits. The
// field itself is always left to right (digits and separators keep their order in Persian too);
// on a right-to-left page its text still sits at the page's start edge, beside the label,
// rather than at the far end of the field. Shared by NumericInput, DigitMaskInput and the
// stand-in LazyField shows while the mask's code loads.
export const numericFieldStyle = css`
  ${textFieldStyle}
  font-variant-numeric: tabular-nums;
  text-align: left;
  [dir="rtl"] & {
    text-align: right;
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
