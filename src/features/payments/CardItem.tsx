import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import type { PaymentCard } from "../../../sdk";
import { Button } from "../../components/Button";
import { VisuallyHidden } from "../../components/form-controls";
import { cardExpiry, cardNumber, NETWORK_NAMES } from "./card-display";

interface CardItemProps {
  card: PaymentCard;
  busy: boolean;
  onMakeDefault: () => void;
  onRemove: () => void;
}

/**
 * One bound card as printed on it, but masked: network, number (first and last four digits),
 * holder, expiry; whether renewals charge it (the default) and whether it has expired. Its
 * buttons name the card for screen readers, since every card has the same ones.
 */
export function CardItem({ card, busy, onMakeDefault, onRemove }: CardItemProps) {
  const { locale } = useIntl();
  const number = cardNumber(card, locale);
  const named = (
    <VisuallyHidden>
      {" "}
      <bdi dir="ltr">{number}</bdi>
    </VisuallyHidden>
  );
  return (
    <Item $expired={card.expired}>
      <Top>
        <Network>{NETWORK_NAMES[card.network]}</Network>
        {card.is_default && (
          <Badge>
            <FormattedMessage id="paymentCards.default" />
          </Badge>
        )}
        {card.expired && (
          <Badge $tone="danger">
            <FormattedMessage id="paymentCards.expired" />
          </Badge>
        )}
      </Top>
      <Digits dir="ltr">{number}</Digits>
      <Facts>
        <dt>
          <FormattedMessage id="paymentCards.holder" />
        </dt>
        <dd>
          <bdi dir="auto">{card.holder}</bdi>
        </dd>
        <dt>
          <FormattedMessage id="paymentCards.expiry" />
        </dt>
        <dd>
          <bdi dir="ltr">{cardExpiry(card, locale)}</bdi>
        </dd>
      </Facts>
      <Actions>
        {!card.is_default && !card.expired && (
          <Button type="button" $tone="plain" disabled={busy} onClick={onMakeDefault}>
            <FormattedMessage id="paymentCards.makeDefault" />
            {named}
          </Button>
        )}
        <Button type="button" $tone="plain" disabled={busy} onClick={onRemove}>
          <FormattedMessage id="paymentCards.remove" />
          {named}
        </Button>
      </Actions>
    </Item>
  );
}

const Item = styled.li<{ $expired: boolean }>`
  display: grid;
  gap: 0.5rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-inline-start: 5px solid
    ${({ theme, $expired }) => ($expired ? theme.color.danger : theme.color.primary)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.background};
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

const Network = styled.span`
  font-weight: 700;
`;

const Badge = styled.span<{ $tone?: "danger" }>`
  padding-inline: 0.5rem;
  border-radius: 999px;
  background: ${({ theme, $tone }) => ($tone ? theme.color.danger : theme.color.primary)};
  color: ${({ theme, $tone }) => ($tone ? theme.color.onDanger : theme.color.onPrimary)};
  font-size: 0.8rem;
  font-weight: 700;
`;

// The groups of the number are read as one unit, left to right in every language.
const Digits = styled.bdi`
  font-size: 1.15rem;
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.05em;
  white-space: nowrap;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.25rem 1rem;
  margin: 0;
  dt { color: ${({ theme }) => theme.color.muted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;
