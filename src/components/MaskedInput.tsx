import { useIntl } from "react-intl";
import { afterPageLoad } from "../lib/after-page-load";
import { groupDigits } from "../lib/format/digit-groups";
import { localizeDigits } from "../lib/i18n/digits";
import { lazyComponent } from "../lib/lazy-component";
import type { DigitMaskInputProps } from "./DigitMaskInput";
import { LazyField } from "./LazyField";

// The mask (imask) is in no page's first download and is fetched once the page has settled,
// or at once when a field is touched or focused, as for the price fields (LazyNumericInput).
const DigitMaskInput = lazyComponent(
  () => import("./DigitMaskInput"),
  (m) => m.DigitMaskInput,
  { notBefore: afterPageLoad },
);

export type MaskedInputProps = DigitMaskInputProps;

/**
 * A phone (`998 90 123 45 67` → 12 digits), a 6-digit one-time code or a 9-digit taxpayer
 * number, masked by imask, whose code arrives after the page has settled or when the field is
 * touched (LazyField). Meanwhile the stand-in shows the value in its groups.
 */
export function MaskedInput(props: MaskedInputProps) {
  const { locale } = useIntl();
  const { value, kind, onChange: _onChange, onFocus: _onFocus, onBlur: _onBlur, ...rest } = props;
  return (
    <LazyField
      field={DigitMaskInput}
      props={props}
      standIn={{
        ...rest,
        inputMode: "numeric",
        value: localizeDigits(groupDigits(kind, value), locale),
      }}
    />
  );
}
