import type { AriaAttributes, InputHTMLAttributes } from "react";

/** What a masked field (NumericInput, DigitMaskInput) passes on to its input element. */
export type MaskFieldAttributes = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  | "id"
  | "name"
  | "disabled"
  | "placeholder"
  | "required"
  | "autoComplete"
  | "autoFocus"
  | "onBlur"
  | "onFocus"
> &
  AriaAttributes;
