import { type FormEvent, useId, useState } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { LazyNumericInput as NumericInput } from "../../components/LazyNumericInput";

interface PriceRangeProps {
  /** In the display currency, which the search sends along so both mean the same money. */
  currency: string;
  min: number | null;
  max: number | null;
  /** Give the component a `key` from min, max and currency so a new URL refills the fields. */
  onApply: (min: number | null, max: number | null) => void;
}

/**
 * The price filter. The fields follow SPEC.md's numeric inputs, which show an empty value as
 * 0, so 0 means "no limit" here; the range applies on Apply (or Enter) rather than on every
 * keystroke, which would start a search per digit.
 */
export function PriceRange({ currency, min, max, onApply }: PriceRangeProps) {
  const id = useId();
  const [from, setFrom] = useState(min);
  const [to, setTo] = useState(max);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(from || null, to || null);
  };
  return (
    <form onSubmit={submit}>
      <Fieldset>
        <legend>
          <FormattedMessage id="search.filters.price" values={{ currency }} />
        </legend>
        <Row>
          <Bound>
            <label htmlFor={`${id}-min`}>
              <FormattedMessage id="search.filters.priceFrom" />
            </label>
            <NumericInput
              id={`${id}-min`}
              value={from}
              onChange={setFrom}
              aria-describedby={`${id}-hint`}
            />
          </Bound>
          <Bound>
            <label htmlFor={`${id}-max`}>
              <FormattedMessage id="search.filters.priceTo" />
            </label>
            <NumericInput
              id={`${id}-max`}
              value={to}
              onChange={setTo}
              aria-describedby={`${id}-hint`}
            />
          </Bound>
        </Row>
        <Hint id={`${id}-hint`}>
          <FormattedMessage id="search.filters.priceHint" />
        </Hint>
        <Button type="submit" $tone="plain">
          <FormattedMessage id="search.filters.applyPrice" />
        </Button>
      </Fieldset>
    </form>
  );
}

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;
  legend { padding: 0; margin-block-end: 0.35rem; font-weight: 600; }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0.5rem;
`;

const Bound = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.2rem;
  min-inline-size: 0;
  label { font-size: 0.875rem; }
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.color.muted};
`;
