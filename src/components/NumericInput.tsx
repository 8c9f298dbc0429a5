// A lazy chunk: shares the first load's one chunk (src/app/first-load.ts says why).
import "../app/first-load";
import { type AriaAttributes, type FocusEvent, type InputHTMLAttributes, useState } from "react";
import { IMaskInput } from "react-imask";
import styled from "styled-components";
import { numericFieldStyle } from "./numeric-field-style";

type PassThrough = Pick<
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

export interface NumericInputProps extends PassThrough {
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
 * `null` is shown as `0`, except while the person is editing: a field they have just emptied
 * stays empty (and reports `null`) instead of refilling with a 0 they would type after.
 */
export function NumericInput({ value, onChange, onFocus, onBlur, ...rest }: NumericInputProps) {
  const [editing, setEditing] = useState(false);
  // `undefined` tells react-imask to leave the field as it is.
  const shown = value === null ? (editing ? undefined : "0") : toUnmasked(value);

  return (
    <Input
      {...rest}
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
  const western = ch
    .replace(/[\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/\u066B/g, RADIX);
  return western === RADIX && masked.value === "" ? `0${RADIX}` : western;
}

const Input = styled(IMaskInput)`
  ${numericFieldStyle}
`;
