import { useIntl } from "react-intl";
import styled from "styled-components";
import { MASK_PATTERNS, type MaskKind } from "../lib/format/digit-groups";
import { latinDigits } from "../lib/i18n/digits";
import { LocalizedMaskField } from "./localized-mask-field";
import type { MaskFieldAttributes } from "./mask-field-attributes";
import { numericFieldStyle } from "./numeric-field-style";

export interface DigitMaskInputProps extends MaskFieldAttributes {
  kind: MaskKind;
  /** The digits typed so far, in ASCII, without the groups' spaces. */
  value: string;
  onChange: (digits: string) => void;
}

/**
 * A phone, a one-time code or a taxpayer number (src/lib/format/digit-groups.ts), typed digit by digit into its
 * groups. Anything but digits is dropped as typed or pasted, so `+998 (90) 123-45-67` pasted
 * reads `998 90 123 45 67`. Digits are the language's (src/lib/i18n/digits.ts): a Persian page
 * shows and takes Persian digits; the value is ASCII whatever was typed.
 */
export function DigitMaskInput(props: DigitMaskInputProps) {
  const { locale } = useIntl();
  // A new language is a new field: the mask is bound to the element that writes its digits.
  return <LocalizedDigitMaskInput key={locale} locale={locale} {...props} />;
}

function LocalizedDigitMaskInput({
  kind,
  value,
  onChange,
  locale,
  ...rest
}: DigitMaskInputProps & { locale: string }) {
  return (
    <Input
      {...rest}
      locale={locale}
      mask={MASK_PATTERNS[kind]}
      prepareChar={latinDigits}
      unmask
      value={value}
      onAccept={(digits: string) => {
        if (digits !== value) onChange(digits);
      }}
      inputMode="numeric"
      dir="ltr"
      autoComplete={rest.autoComplete ?? "off"}
    />
  );
}

const Input = styled(LocalizedMaskField)`
  ${numericFieldStyle}
`;
