import { type FocusEvent, useState } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { latinDigits } from "../lib/i18n/digits";
import { LocalizedMaskField } from "./localized-mask-field";
import type { MaskFieldAttributes } from "./mask-field-attributes";
import { numericFieldStyle } from "./numeric-field-style";

export interface NumericInputProps extends MaskFieldAttributes {
  value: number | null;
  onChange: (value: number | null) => void;
}

const RADIX = ".";

/**
 * Prices and quantities, SPEC.md section 5: `.` decimals (a typed `,` becomes `.`, since Uzbek
 * and Russian keyboards put a comma there), space-grouped thousands, up to 5 decimals, never
 * negative. The upper bound is left at imask's default, Number.MAX_SAFE_INTEGER, the largest
 * whole number a JavaScript number still holds exactly; the spec sets none of its own.
 *
 * `null` is shown as `0`, except while the person is editing: the field is empty then, so what
 * they type is the number (not typed after the 0), and a field they have just emptied stays
 * empty (and reports `null`) instead of refilling with a 0.
 *
 * Digits are the language's, as everywhere (src/i18n/digits.ts): a Persian page shows
 * `۱ ۲۳۴.۵` (SPEC's separators, Persian digits) and takes Persian, Arabic-Indic or Latin digits
 * as typed. The value is a number whatever was typed; the mask itself only ever sees ASCII
 * (localized-mask-field.tsx).
 */
export function NumericInput(props: NumericInputProps) {
  const { locale } = useIntl();
  // A new language is a new field: the mask is bound to the element that writes its digits.
  return <LocalizedNumericInput key={locale} locale={locale} {...props} />;
}

function LocalizedNumericInput({
  locale,
  value,
  onChange,
  onFocus,
  onBlur,
  ...rest
}: NumericInputProps & { locale: string }) {
  const [editing, setEditing] = useState(false);
  // The 0 that stands for null goes when editing starts: typing into it would read `015 000`.
  const shown = value === null ? (editing ? "" : "0") : toUnmasked(value);

  return (
    <Input
      {...rest}
      locale={locale}
      mask={Number}
      radix={RADIX}
      mapToRadix={[","]}
      thousandsSeparator=" "
      scale={5}
      min={0}
      normalizeZeros
      padFractionalZeros={false}
      prepareChar={prepareChar}
      unmask
      value={shown}
      onAccept={(unmasked: string, _mask, event) => {
        const next = unmasked === "" ? null : Number(unmasked);
        // Showing `value` also fires accept; echoing a null shown as 0 back would make it 0.
        if (next === value || (!event && value === null && next === 0)) return;
        onChange(next);
      }}
      inputMode="decimal"
      dir="ltr"
      autoComplete={rest.autoComplete ?? "off"}
      onFocus={(event: FocusEvent<HTMLInputElement>) => {
        setEditing(true);
        onFocus?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        setEditing(false);
        onBlur?.(event);
      }}
    />
  );
}

/**
 * The field's unmasked text for a number, written the way imask writes it: never in exponent
 * form (`1e-7`), which the mask would reject. Equal text means react-imask leaves the field
 * alone, so `1.` or `1.50` being typed is not rewritten to `1` or `1.5` under the cursor.
 */
function toUnmasked(value: number): string {
  return value.toLocaleString("en-US", { useGrouping: false, maximumFractionDigits: 20 });
}

/**
 * A Persian keyboard types Persian digits (۰–۹) and its own decimal separator (٫), an Arabic
 * one Arabic-Indic digits (٠–٩): each reads as the digit or separator it stands for. The
 * separator typed first reads `0.`, not a bare `.`.
 */
function prepareChar(ch: string, masked: { value: string }): string {
  const western = latinDigits(ch);
  return western === RADIX && masked.value === "" ? `0${RADIX}` : western;
}

const Input = styled(LocalizedMaskField)`
  ${numericFieldStyle}
`;
