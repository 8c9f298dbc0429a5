import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { flashSalesMachine } from "../../../machines/flash-sales.machine";
import { createFlashSalesActors } from "../../../machines/listings.actors";
import type { MyOffering } from "../../../sdk";
import { Button } from "../../components/Button";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { LazyNumericInput } from "../../components/LazyNumericInput";
import { useActors } from "../../lib/actors-context";
import { describedBy, Field, FieldError, Hint, Section, TextInput } from "./form-parts";
import { RefusalText } from "./PlanLimits";
import { SaleLine } from "./SaleLine";
import type { EditorActor } from "./use-offering-editor";

/**
 * A saved offering's flash sales: the list with a remove button each (asked first), and the
 * form of a new one, each broken rule's code beside its field.
 */
export function FlashSales({ editor, offering }: { editor: EditorActor; offering: MyOffering }) {
  const { api } = useActors();
  const intl = useIntl();
  const id = useId();
  const actor = useActorRef(
    flashSalesMachine.provide({
      actors: createFlashSalesActors(api),
      actions: {
        changed: (_, params) =>
          editor.send({ type: "editor.offeringChanged", offering: params.offering }),
      },
    }),
    { input: { offering } },
  );
  useEffect(() => {
    actor.send({ type: "sale.offering", offering });
  }, [actor, offering]);
  const sale = useSelector(actor, (s) => s.context.sale);
  const errors = useSelector(actor, (s) => s.context.errors);
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.hasTag("busy"));
  const confirming = useSelector(actor, (s) => s.matches("confirmingRemove"));
  const field = (name: keyof typeof sale) => ({
    id: `${id}-${name}`,
    ...describedBy(`${id}-${name}-error`, errors[name]),
  });

  return (
    <Section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>
        <FormattedMessage id="listings.sales.heading" />
      </h2>
      {offering.flash_sales.length === 0 ? (
        <Hint>
          <FormattedMessage id="listings.sales.none" />
        </Hint>
      ) : (
        <Sales>
          {offering.flash_sales.map((item) => (
            <li key={item.id}>
              <div>
                <SaleLine sale={item} />
                {item.quantity_limit !== null && (
                  <Hint>
                    <FormattedMessage
                      id="listings.sales.sold"
                      values={{
                        sold: intl.formatNumber(item.sold),
                        limit: intl.formatNumber(item.quantity_limit),
                      }}
                    />
                  </Hint>
                )}
              </div>
              <Button
                type="button"
                $tone="plain"
                disabled={busy}
                onClick={() => actor.send({ type: "sale.remove", id: item.id })}
              >
                <FormattedMessage id="listings.sales.remove" />
              </Button>
            </li>
          ))}
        </Sales>
      )}
      <SaleForm
        noValidate
        aria-labelledby={`${id}-form`}
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: "sale.submit" });
        }}
      >
        <h3 id={`${id}-form`}>
          <FormattedMessage id="listings.sales.new" />
        </h3>
        <Fields>
          <Field>
            <label htmlFor={`${id}-price`}>
              <FormattedMessage
                id="listings.sales.price"
                values={{ currency: offering.price.currency }}
              />
            </label>
            <LazyNumericInput
              {...field("price")}
              value={sale.price}
              onChange={(value) => actor.send({ type: "sale.edit", change: { price: value } })}
            />
            <FieldError id={`${id}-price-error`} code={errors.price} />
          </Field>
          <Field>
            <label htmlFor={`${id}-quantity_limit`}>
              <FormattedMessage id="listings.sales.quantity" />
            </label>
            <LazyNumericInput
              {...field("quantity_limit")}
              value={sale.quantity_limit}
              onChange={(value) =>
                actor.send({
                  type: "sale.edit",
                  // The field shows an empty value as 0, so 0 is "no limit" too.
                  change: { quantity_limit: value === 0 ? null : value },
                })
              }
            />
            <FieldError id={`${id}-quantity_limit-error`} code={errors.quantity_limit} />
          </Field>
          <Field>
            <label htmlFor={`${id}-starts_at`}>
              <FormattedMessage id="listings.sales.starts" />
            </label>
            <TextInput
              {...field("starts_at")}
              type="datetime-local"
              value={sale.starts_at}
              onChange={(event) =>
                actor.send({ type: "sale.edit", change: { starts_at: event.target.value } })
              }
            />
            <FieldError id={`${id}-starts_at-error`} code={errors.starts_at} />
          </Field>
          <Field>
            <label htmlFor={`${id}-ends_at`}>
              <FormattedMessage id="listings.sales.ends" />
            </label>
            <TextInput
              {...field("ends_at")}
              type="datetime-local"
              value={sale.ends_at}
              onChange={(event) =>
                actor.send({ type: "sale.edit", change: { ends_at: event.target.value } })
              }
            />
            <FieldError id={`${id}-ends_at-error`} code={errors.ends_at} />
          </Field>
        </Fields>
        <div>
          <Button type="submit" disabled={busy}>
            <FormattedMessage id="listings.sales.add" />
          </Button>
        </div>
        <RefusalText id={`${id}-error`} code={error} />
      </SaleForm>
      <ConfirmDialog
        open={confirming}
        tone="danger"
        title={<FormattedMessage id="listings.sales.removeTitle" />}
        message={<FormattedMessage id="listings.sales.removeMessage" />}
        okLabel={<FormattedMessage id="listings.sales.remove" />}
        onConfirm={() => actor.send({ type: "sale.removeConfirm" })}
        onCancel={() => actor.send({ type: "sale.removeCancel" })}
      />
    </Section>
  );
}

const Sales = styled.ul`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
    padding-block-end: 0.5rem;
    border-block-end: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const SaleForm = styled.form`
  display: grid;
  gap: 0.75rem;
  h3 { margin: 0; font-size: 1rem; }
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
  gap: 0.75rem;
  align-items: start;
`;
