import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { formatPhone } from "../lib/format/phone";

/** How a phone is typed, with an example in SPEC's groups, read left to right in any language. */
export function PhoneHint() {
  const { locale } = useIntl();
  return (
    <FormattedMessage
      id="fields.phoneHint"
      values={{ example: <Example dir="ltr">{formatPhone("998901234567", locale)}</Example> }}
    />
  );
}

// A phone number is read as one unit: its groups never part across lines.
const Example = styled.bdi`
  white-space: nowrap;
`;
