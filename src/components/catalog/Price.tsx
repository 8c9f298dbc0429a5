import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import type { FlashSale, Money } from "../../../sdk";
import { formatMoney } from "../../lib/i18n/money";
import { VisuallyHidden } from "../form-controls";

interface PriceProps {
  /** The usual price, already in the display currency (the API converts it). */
  price: Money;
  /** A sale running now: its price leads, the usual one is struck through. */
  sale?: FlashSale | null;
  large?: boolean;
}

/**
 * A price in the display currency, formatted with Intl for the interface language. Screen
 * readers do not announce strike-through, so the sale and the usual price are named in words.
 */
export function Price({ price, sale, large = false }: PriceProps) {
  const intl = useIntl();
  const format = (money: Money) =>
    formatMoney(money.amount, money.currency, money.currency, [], intl.locale);
  if (!sale) {
    return (
      <Prices $large={large}>
        <Current>{format(price)}</Current>
      </Prices>
    );
  }
  return (
    <Prices $large={large}>
      <VisuallyHidden>
        <FormattedMessage id="catalog.price.sale" />
      </VisuallyHidden>
      <Current>{format(sale.display_price)}</Current>{" "}
      <VisuallyHidden>
        <FormattedMessage id="catalog.price.usual" />
      </VisuallyHidden>
      <Usual>{format(price)}</Usual>{" "}
      <Discount>
        <FormattedMessage
          id="catalog.price.discount"
          values={{ percent: intl.formatNumber(sale.discount_percent / 100, { style: "percent" }) }}
        />
      </Discount>
    </Prices>
  );
}

const Prices = styled.p<{ $large: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.25rem 0.5rem;
  margin: 0;
  font-size: ${({ $large }) => ($large ? "1.6rem" : "1rem")};
`;

const Current = styled.span`
  font-weight: 700;
`;

const Usual = styled.s`
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.85em;
`;

const Discount = styled.span`
  padding-inline: 0.4rem;
  border-radius: 6px;
  background: ${({ theme }) => theme.color.danger};
  color: ${({ theme }) => theme.color.onDanger};
  font-size: 0.8em;
  font-weight: 700;
`;
