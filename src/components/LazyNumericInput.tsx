import { useIntl } from "react-intl";
import { afterPageLoad } from "../lib/after-page-load";
import { localizeDigits } from "../lib/i18n/digits";
import { lazyComponent } from "../lib/lazy-component";
import { LazyField } from "./LazyField";
import type { NumericInputProps } from "./NumericInput";

// The mask (imask, ~16 KiB gzip) is not part of a page's first download, nor fetched while
// the page is still loading (on a slow link it would share the bandwidth with the search's
// first images): the search filters render their price fields at once, but nobody types a
// price in the first seconds. Touching or focusing a field fetches it at once.
const NumericInput = lazyComponent(
  () => import("./NumericInput"),
  (m) => m.NumericInput,
  { notBefore: afterPageLoad },
);

/**
 * NumericInput, its code fetched once the page has loaded or the field is touched (LazyField).
 * Meanwhile the stand-in shows the value as NumericInput would before editing.
 */
export function LazyNumericInput(props: NumericInputProps) {
  const { locale } = useIntl();
  const { value, onChange: _onChange, onFocus: _onFocus, onBlur: _onBlur, ...rest } = props;
  return (
    <LazyField
      field={NumericInput}
      props={props}
      standIn={{ ...rest, inputMode: "decimal", value: localizeDigits(asShown(value), locale) }}
    />
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
