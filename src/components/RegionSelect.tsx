import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { unwrap } from "../../machines/request-failure";
import { useResource } from "../lib/use-resource";
import { Button } from "./Button";
import { ErrorText } from "./ErrorText";
import { Select } from "./form-controls";
import type { FieldControl } from "./LabelledField";

interface RegionSelectProps extends FieldControl {
  /** A region's `code` (`listRegions`), or "" for none chosen yet. */
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
}

/** A region of Uzbekistan, named in the interface's language. Place it in a LabelledField. */
export function RegionSelect(props: RegionSelectProps) {
  const { locale } = useIntl();
  // The names are the language's: another language is another list.
  return <Regions key={locale} {...props} />;
}

function Regions({ id, describedBy, invalid, value, onChange, disabled }: RegionSelectProps) {
  const regions = useResource((sdk, call) => sdk.listRegions(call).then(unwrap));
  if (regions.error) {
    return (
      <Failed>
        <ErrorText code={regions.error} />
        <Button type="button" $tone="plain" onClick={regions.retry}>
          <FormattedMessage id="common.retry" />
        </Button>
      </Failed>
    );
  }
  return (
    <Choice
      id={id}
      value={value}
      disabled={disabled || regions.loading}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value)}
    >
      <FormattedMessage id={regions.loading ? "common.loading" : "fields.regionChoose"}>
        {(text) => <option value="">{text}</option>}
      </FormattedMessage>
      {(regions.data ?? []).map((region) => (
        <option key={region.code} value={region.code}>
          {region.name}
        </option>
      ))}
    </Choice>
  );
}

const Choice = styled(Select)`
  inline-size: 100%;
  font: inherit;
  &[aria-invalid="true"] { border-color: ${({ theme }) => theme.color.danger}; }
`;

const Failed = styled.div`
  display: grid;
  gap: 0.5rem;
  justify-items: start;
`;
