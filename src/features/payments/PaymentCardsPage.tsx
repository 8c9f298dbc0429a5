import { useSelector } from "@xstate/react";
import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { LoadFailed } from "../../components/catalog/LoadFailed";
import { ErrorText } from "../../components/ErrorText";
import { AddCardForm } from "./AddCardForm";
import { CardItem } from "./CardItem";
import { cardNumber } from "./card-display";
import { PaymentHistory } from "./PaymentHistory";
import { Section } from "./section";
import { usePaymentCards } from "./use-payment-cards";

/**
 * /payment-cards: the person's bound UzCard and Humo cards (the default one, expired ones),
 * making one the default, removing one after a question, and adding one with the SMS code its
 * bank sends; below them, the person's payments with their receipts.
 */
export function PaymentCardsPage() {
  const intl = useIntl();
  const actor = usePaymentCards();
  const headingId = useId();
  const cards = useSelector(actor, (s) => s.context.cards);
  const loaded = useSelector(actor, (s) => s.matches("ready"));
  const loadError = useSelector(actor, (s) => (s.matches("failed") ? s.context.error : null));
  const error = useSelector(actor, (s) => (s.matches("ready") ? s.context.error : null));
  const busy = useSelector(actor, (s) => s.hasTag("busy"));
  const binding = useSelector(actor, (s) => s.children.binding);
  const added = useSelector(actor, (s) => s.context.added);
  const removing = useSelector(actor, (s) =>
    s.matches({ ready: "confirmingRemove" })
      ? (s.context.cards.find((card) => card.id === s.context.target) ?? null)
      : null,
  );

  return (
    <Page>
      <h1>
        <FormattedMessage id="paymentCards.title" />
      </h1>
      <Section aria-labelledby={headingId} aria-busy={busy}>
        <h2 id={headingId}>
          <FormattedMessage id="paymentCards.cards" />
        </h2>
        {loadError ? (
          <LoadFailed code={loadError} onRetry={() => actor.send({ type: "cards.retry" })} />
        ) : !loaded ? (
          <p role="status">
            <FormattedMessage id="common.loading" />
          </p>
        ) : (
          <>
            {cards.length === 0 ? (
              <Empty>
                <FormattedMessage id="paymentCards.empty" />
              </Empty>
            ) : (
              <Cards>
                {cards.map((card) => (
                  <CardItem
                    key={card.id}
                    card={card}
                    busy={busy}
                    onMakeDefault={() => actor.send({ type: "cards.makeDefault", id: card.id })}
                    onRemove={() => actor.send({ type: "cards.remove", id: card.id })}
                  />
                ))}
              </Cards>
            )}
            {error && <ErrorText code={error} />}
            <p role="status">
              {added && (
                <FormattedMessage
                  id="paymentCards.added"
                  values={{ card: <bdi dir="ltr">{cardNumber(added, intl.locale)}</bdi> }}
                />
              )}
            </p>
            {binding ? (
              <AddCardForm
                actor={binding}
                onCancel={() => actor.send({ type: "cards.cancelAdd" })}
              />
            ) : (
              <div>
                <Button
                  type="button"
                  disabled={busy}
                  onClick={() => actor.send({ type: "cards.add" })}
                >
                  <FormattedMessage id="paymentCards.add" />
                </Button>
              </div>
            )}
          </>
        )}
      </Section>
      <PaymentHistory />
      <ConfirmDialog
        open={removing !== null}
        tone="danger"
        title={<FormattedMessage id="paymentCards.removeTitle" />}
        message={
          <FormattedMessage
            id="paymentCards.removeMessage"
            values={{
              card: <bdi dir="ltr">{removing ? cardNumber(removing, intl.locale) : ""}</bdi>,
            }}
          />
        }
        okLabel={<FormattedMessage id="paymentCards.remove" />}
        onConfirm={() => actor.send({ type: "cards.removeConfirm" })}
        onCancel={() => actor.send({ type: "cards.removeCancel" })}
      />
    </Page>
  );
}

const Page = styled.div`
  display: grid;
  gap: 1.5rem;
  h1 { margin: 0; }
`;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
`;
