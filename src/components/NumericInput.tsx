import { HTMLInputMaskElement } from "imask";
import {
  type AriaAttributes,
  type FocusEvent,
  type InputHTMLAttributes,
  useCallback,
  useState,
} from "react";
import { type IMaskInputProps, IMaskMixin } from "react-imask";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { latinDigits, localizeDigits } from "../lib/i18n/digits";
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
 *
 * Digits are the language's, as everywhere (src/i18n/digits.ts): a Persian page shows
 * `۱ ۲۳۴.۵` (SPEC's separators, Persian digits) and takes Persian, Arabic-Indic or Latin digits
 * as typed. The value is a number whatever was typed; the mask itself only ever sees ASCII
 * (LocalDigitsElement).
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
  // `undefined` tells react-imask to leave the field as it is.
  const shown = value === null ? (editing ? undefined : "0") : toUnmasked(value);

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

/**
 * The field as the mask sees it: what the mask writes is shown in the language's digits, and
 * a field showing just that reads back in ASCII, as the mask wrote it. Each digit is one
 * character either way, so the mask's cursor positions stay right. A field holding anything
 * else (a key just typed, in whatever digits, or a paste) reads as it is: the mask takes the
 * new characters through `prepareChar`, and, the text differing from its own, writes the
 * field again in the language's digits.
 */
class LocalDigitsElement extends HTMLInputMaskElement {
  constructor(
    input: HTMLInputElement,
    private readonly locale: string,
  ) {
    super(input);
  }
  override get value(): string {
    const shown = this.input.value;
    const ascii = latinDigits(shown);
    return localizeDigits(ascii, this.locale) === shown ? ascii : shown;
  }
  override set value(value: string) {
    this.input.value = localizeDigits(value, this.locale);
  }
}

type MaskedFieldProps = IMaskInputProps<HTMLInputElement> & { locale: string };

/**
 * What react-imask's own IMaskInput renders, with the mask bound to a LocalDigitsElement over
 * the <input> rather than to the <input> itself. react-imask hands the element it is given to
 * imask, which takes any MaskElement (its `InputMaskElement` type says so); react-imask's types
 * name the DOM element only, hence the one cast.
 */
const MaskedField = IMaskMixin<HTMLInputElement, MaskedFieldProps>(
  ({ locale, inputRef, ...props }) => {
    const ref = useCallback(
      (input: HTMLInputElement | null) => {
        const element =
          input && (new LocalDigitsElement(input, locale) as unknown as HTMLInputElement);
        if (typeof inputRef === "function") inputRef(element);
        else if (inputRef) inputRef.current = element;
      },
      [inputRef, locale],
    );
    return <input {...props} ref={ref} />;
  },
);

const Input = styled(MaskedField)`
  ${numericFieldStyle}
`;
