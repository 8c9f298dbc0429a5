import { useSelector } from "@xstate/react";
import { useId } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import type { CurrencyCode } from "../../../machines/offering-draft";
import { LazyNumericInput } from "../../components/LazyNumericInput";
import { useActors } from "../../lib/actors-context";
import { describedBy, Field, FieldError, SelectInput } from "./form-parts";
import type { EditorActor } from "./use-offering-editor";

/** The price (SPEC section 5's numeric field) and the currency it is in. */
export function PriceFields({ actor }: { actor: EditorActor }) {
  const { currency } = useActors();
  const id = useId();
  const price = useSelector(actor, (s) => s.context.draft.price);
  const code = useSelector(actor, (s) => s.context.draft.currency);
  const priceError = useSelector(actor, (s) => s.context.fieldErrors.price);
  const currencyError = useSelector(actor, (s) => s.context.fieldErrors.currency);
  const currencies = useSelector(currency, (s) => s.context.currencies);
  return (
    <Row>
      <Field>
        <label htmlFor={`${id}-price`}>
          <FormattedMessage id="listings.editor.price" />
        </label>
        <LazyNumericInput
          id={`${id}-price`}
          value={price}
          onChange={(value) => actor.send({ type: "editor.edit", change: { price: value } })}
          {...describedBy(`${id}-price-error`, priceError)}
        />
        <FieldError id={`${id}-price-error`} code={priceError} />
      </Field>
      <Field>
        <label htmlFor={`${id}-currency`}>
          <FormattedMessage id="listings.editor.currency" />
        </label>
        <SelectInput
          id={`${id}-currency`}
          value={code}
          onChange={(event) =>
            actor.send({
              type: "editor.edit",
              change: { currency: event.target.value as CurrencyCode },
            })
          }
          {...describedBy(`${id}-currency-error`, currencyError)}
        >
          {currencies.length === 0 && <option value={code}>{code}</option>}
          {currencies.map((item) => (
            <option key={item.code} value={item.code}>
              {item.name} ({item.code})
            </option>
          ))}
        </SelectInput>
        <FieldError id={`${id}-currency-error`} code={currencyError} />
      </Field>
    </Row>
  );
}

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: 0.75rem;
  align-items: start;
`;
