import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import type { MyFlashSale } from "../../../sdk";
import { formatDate, formatTime } from "../../lib/format/date-time";
import { formatMoney } from "../../lib/i18n/money";

/** A flash sale in one line: its state, price and dates. */
export function SaleLine({ sale }: { sale: MyFlashSale }) {
  const { locale } = useIntl();
  const at = (value: string) => `${formatDate(value, locale)} ${formatTime(value, locale)}`;
  return (
    <Line>
      <FormattedMessage
        id={`listings.sales.state.${sale.state}`}
        values={{
          price: formatMoney(
            sale.price.amount,
            sale.price.currency,
            sale.price.currency,
            [],
            locale,
          ),
        }}
      />{" "}
      <span>
        {at(sale.starts_at)} – {at(sale.ends_at)}
      </span>
    </Line>
  );
}

const Line = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.color.danger};
  font-weight: 600;
`;
