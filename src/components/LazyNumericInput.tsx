import { Suspense } from "react";
import styled from "styled-components";
import { lazyComponent } from "../app/lazy-component";
import type { NumericInputProps } from "./NumericInput";
import { numericFieldStyle } from "./numeric-field-style";

// The mask (imask, ~16 KiB gzip) is not part of a page's first download: the search filters
// render their price fields at once, but nobody types a price in the first second.
const NumericInput = lazyComponent(
  () => import("./NumericInput"),
  (m) => m.NumericInput,
);

/**
 * NumericInput, with its code fetched when it first renders. Meanwhile a read-only field of
 * the same look holds its place and shows the value as NumericInput would before editing.
 */
export function LazyNumericInput(props: NumericInputProps) {
  const { value, onChange: _onChange, onFocus: _onFocus, onBlur: _onBlur, ...rest } = props;
  return (
    <Suspense
      fallback={<StandIn {...rest} readOnly dir="ltr" inputMode="decimal" value={asShown(value)} />}
    >
      <NumericInput {...props} />
    </Suspense>
  );
}

/** As NumericInput shows a value it is not editing: space-grouped thousands, null as 0. */
function asShown(value: number | null): string {
  if (value === null) return "0";
  return value.toLocaleString("en-US", { maximumFractionDigits: 5 }).replace(/,/g, " ");
}

const StandIn = styled.input`
  ${numericFieldStyle}
`;
