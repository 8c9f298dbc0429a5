import { Suspense, useState } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { afterPageLoad } from "../lib/after-page-load";
import { localizeDigits } from "../lib/i18n/digits";
import { lazyComponent } from "../lib/lazy-component";
import type { NumericInputProps } from "./NumericInput";
import { numericFieldStyle } from "./numeric-field-style";

// The mask (imask, ~16 KiB gzip) is not part of a page's first download, nor fetched while
// the page is still loading (on a slow link it would share the bandwidth with the search's
// first images): the search filters render their price fields at once, but nobody types a
// price in the first seconds. Touching or focusing a field fetches it at once.
const NumericInput = lazyComponent(
  () => import("./NumericInput"),
  (m) => m.NumericInput,
  { notBefore: afterPageLoad },
);

// A failed fetch is the field's own render's to report (the error boundary tells the
// build-update machine): the early fetch only starts it sooner.
const fetchNow = () => {
  NumericInput.preload().catch(() => {});
};

/**
 * NumericInput, its code fetched once the page has loaded or the field is touched. Meanwhile
 * a read-only field of the same look holds its place and shows the value as NumericInput
 * would before editing; a stand-in that had the focus hands it to the field.
 */
export function LazyNumericInput(props: NumericInputProps) {
  const { locale } = useIntl();
  const [hadFocus, setHadFocus] = useState(false);
  const { value, onChange: _onChange, onFocus: _onFocus, onBlur: _onBlur, ...rest } = props;
  return (
    <Suspense
      fallback={
        <StandIn
          {...rest}
          readOnly
          dir="ltr"
          inputMode="decimal"
          value={localizeDigits(asShown(value), locale)}
          onPointerDown={fetchNow}
          onFocus={() => {
            setHadFocus(true);
            fetchNow();
          }}
          onBlur={() => setHadFocus(false)}
        />
      }
    >
      <NumericInput {...props} autoFocus={hadFocus || props.autoFocus} />
    </Suspense>
  );
}

/**
 * As NumericInput shows a value it is not editing: space-grouped thousands, null as 0 (in
 * ASCII digits; the caller writes them in the language's).
 */
function asShown(value: number | null): string {
  if (value === null) return "0";
  return value.toLocaleString("en-US", { maximumFractionDigits: 5 }).replace(/,/g, " ");
}

const StandIn = styled.input`
  ${numericFieldStyle}
`;
