import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import type { FlashSale } from "../../../sdk";
import { Countdown } from "../../components/catalog/Countdown";
import { formatDate, formatTime } from "../../lib/format/date-time";
import type { SaleState } from "./flash-sale-state";

/**
 * A flash sale beside its offering's price: the countdown while it runs (and how many are
 * left when the quantity is limited), when it starts, or that it is over.
 */
export function SaleNotice({
  sale,
  state,
  onEnded,
}: {
  sale: FlashSale;
  state: SaleState;
  onEnded: () => void;
}) {
  const intl = useIntl();
  if (state === "upcoming") {
    return (
      <Notice>
        <FormattedMessage
          id="offering.sale.upcoming"
          values={{
            date: formatDate(sale.starts_at, intl.locale),
            time: formatTime(sale.starts_at, intl.locale),
          }}
        />
      </Notice>
    );
  }
  if (state === "ended") {
    return (
      <Notice>
        <FormattedMessage id="catalog.countdown.ended" />
      </Notice>
    );
  }
  return (
    <Notice>
      <Countdown key={sale.ends_at} endsAt={sale.ends_at} onFinished={onEnded} />
      {sale.quantity_limit !== null && (
        <span>
          <FormattedMessage
            id="offering.sale.left"
            values={{
              left: intl.formatNumber(Math.max(0, sale.quantity_limit - sale.sold)),
              limit: intl.formatNumber(sale.quantity_limit),
            }}
          />
        </span>
      )}
    </Notice>
  );
}

const Notice = styled.div`
  display: grid;
  gap: 0.25rem;
  padding: 0.75rem 1rem;
  border-inline-start: 4px solid ${({ theme }) => theme.color.danger};
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius};
`;
