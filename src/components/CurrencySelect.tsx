import { useSelector } from "@xstate/react";
import { useId } from "react";
import { useIntl } from "react-intl";
import { useActors } from "../lib/actors-context";
import { Select, VisuallyHidden } from "./form-controls";

/** The display currency, shown as 'name (code)' (SPEC.md section 3). */
export function CurrencySelect() {
  const { currency } = useActors();
  const intl = useIntl();
  const id = useId();
  const code = useSelector(currency, (s) => s.context.code);
  const currencies = useSelector(currency, (s) => s.context.currencies);
  return (
    <>
      <VisuallyHidden as="label" htmlFor={id}>
        {intl.formatMessage({ id: "settings.currency" })}
      </VisuallyHidden>
      <Select
        id={id}
        value={code}
        onChange={(event) => currency.send({ type: "currency.set", code: event.target.value })}
      >
        {currencies.length === 0 && <option value={code}>{code}</option>}
        {currencies.map((item) => (
          <option key={item.code} value={item.code}>
            {item.name} ({item.code})
          </option>
        ))}
      </Select>
    </>
  );
}
