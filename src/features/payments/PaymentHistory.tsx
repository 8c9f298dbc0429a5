import { useActorRef, useSelector } from "@xstate/react";
import { useId, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import type { ActorRefFrom } from "xstate";
import { createReceiptActors } from "../../../machines/payments.actors";
import { receiptDownloadMachine } from "../../../machines/receipt-download.machine";
import { unwrap } from "../../../machines/request-failure";
import type { Payment } from "../../../sdk";
import { Button } from "../../components/Button";
import { LoadFailed } from "../../components/catalog/LoadFailed";
import type { DataTableColumn } from "../../components/DataTable";
import { ErrorText } from "../../components/ErrorText";
import { VisuallyHidden } from "../../components/form-controls";
import { PagedTable } from "../../components/PagedTable";
import { useActors } from "../../lib/actors-context";
import { maskCard } from "../../lib/format/card";
import { formatDate } from "../../lib/format/date-time";
import { formatTiyin } from "../../lib/i18n/money";
import { saveFile } from "../../lib/save-file";
import { useResource } from "../../lib/use-resource";
import { Section } from "./section";

const PAGE_SIZE = 10;

type ReceiptsActor = ActorRefFrom<typeof receiptDownloadMachine>;

/** Payments that went through have a receipt; a refund keeps the one of its payment. */
const hasReceipt = (payment: Payment) =>
  payment.status === "succeeded" || payment.status === "refunded";

/**
 * The person's payments (their own and their business's), newest first, a page at a time:
 * when, for which plan, how much in UZS, how it ended, with which card, and the receipt of
 * each that went through, downloaded as a PDF in the interface language.
 */
export function PaymentHistory() {
  const { api } = useActors();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const receipts = useActorRef(
    receiptDownloadMachine.provide({
      actors: createReceiptActors(api),
      actions: { save: (_, file) => saveFile(file) },
    }),
  );
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage id="payments.title" />
      </h2>
      <PaymentsPage key={page} page={page} receipts={receipts} onPage={setPage} />
    </Section>
  );
}

interface PaymentsPageProps {
  page: number;
  receipts: ReceiptsActor;
  onPage: (page: number) => void;
}

function PaymentsPage({ page, receipts, onPage }: PaymentsPageProps) {
  const intl = useIntl();
  const payments = useResource((sdk, call) =>
    sdk.listMyPayments({ ...call, query: { page, page_size: PAGE_SIZE } }).then(unwrap),
  );
  const { data } = payments;
  if (payments.error) return <LoadFailed code={payments.error} onRetry={payments.retry} />;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  const columns: DataTableColumn<Payment>[] = [
    {
      key: "created_at",
      header: <FormattedMessage id="payments.date" />,
      render: (payment) => (
        <time dateTime={payment.created_at}>{formatDate(payment.created_at, intl.locale)}</time>
      ),
    },
    {
      key: "plan_name",
      header: <FormattedMessage id="payments.plan" />,
      rowHeader: true,
      render: (payment) => (
        <>
          <bdi>{payment.plan_name}</bdi>{" "}
          <Muted>
            <FormattedMessage id={`payments.period.${payment.period}`} />
          </Muted>
        </>
      ),
    },
    {
      key: "amount",
      header: <FormattedMessage id="payments.amount" />,
      align: "end",
      render: (payment) => <Amount>{formatTiyin(payment.amount, intl.locale)}</Amount>,
    },
    {
      key: "status",
      header: <FormattedMessage id="payments.status" />,
      render: (payment) => (
        <>
          <FormattedMessage id={`payments.statuses.${payment.status}`} />
          {payment.failure_code && (
            <Muted>
              {" "}
              <FormattedMessage id={`errors.${payment.failure_code}`} />
            </Muted>
          )}
        </>
      ),
    },
    {
      key: "card",
      header: <FormattedMessage id="payments.card" />,
      render: (payment) => <Masked dir="ltr">{maskCard(payment.card.masked, intl.locale)}</Masked>,
    },
    {
      key: "receipt",
      header: <FormattedMessage id="payments.receipt" />,
      render: (payment) =>
        hasReceipt(payment) ? <ReceiptButton payment={payment} receipts={receipts} /> : null,
    },
  ];
  return (
    <PagedTable
      caption={<FormattedMessage id="payments.caption" />}
      columns={columns}
      rows={data?.items ?? []}
      rowKey={(payment) => payment.id}
      loading={!data}
      emptyText={<FormattedMessage id="payments.empty" />}
      page={data?.page ?? 1}
      pageCount={data ? pageCount : 0}
      pagesLabelId="payments.pages"
      onPage={onPage}
    />
  );
}

/** A payment's receipt: busy while it downloads, and the reason beside it when it failed. */
function ReceiptButton({ payment, receipts }: { payment: Payment; receipts: ReceiptsActor }) {
  const busy = useSelector(receipts, (s) => s.hasTag("busy"));
  const mine = useSelector(receipts, (s) => s.context.request?.paymentId === payment.id);
  const error = useSelector(receipts, (s) =>
    s.context.request?.paymentId === payment.id ? s.context.error : null,
  );
  return (
    <ReceiptCell>
      <Button
        type="button"
        $tone="plain"
        disabled={busy}
        aria-busy={busy && mine}
        onClick={() =>
          receipts.send({
            type: "receipt.download",
            paymentId: payment.id,
            name: `bozor-receipt-${payment.number}`,
          })
        }
      >
        <FormattedMessage id="payments.download" />
        <VisuallyHidden>
          {" "}
          <bdi>{payment.number}</bdi>
        </VisuallyHidden>
      </Button>
      {error && <ErrorText code={error} />}
    </ReceiptCell>
  );
}

const Muted = styled.small`
  color: ${({ theme }) => theme.color.muted};
`;

const Amount = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Masked = styled.bdi`
  white-space: nowrap;
`;

const ReceiptCell = styled.div`
  display: grid;
  gap: 0.25rem;
  justify-items: start;
`;
