import { fromPromise } from "xstate";
import type { CardBindingStarted, ErrorCode, PaymentCard } from "../sdk";
import { cardBindingMachine, cardCodeMachine } from "./card-binding.machine";
import { bindingRequest, type CardEntry } from "./card-rules";
import { type DownloadedFile, downloadedFile } from "./download-file";
import { checkFields } from "./field-check";
import type { Api } from "./load-sdk";
import type { OtpAttempt, OtpCodeInput } from "./otp-code.machine";
import type { ReceiptRequest } from "./receipt-download.machine";
import { inlineErrors, unwrap } from "./request-failure";

/**
 * The payment cards machine's effects over the generated SDK, the binding's and its code
 * step's included. The page shows every refusal beside what was refused, so every request is
 * marked for inline errors (no toast as well).
 */
export function createPaymentCardsActors(api: () => Promise<Api>) {
  return {
    list: fromPromise<PaymentCard[], void>(async ({ signal }) => {
      const { sdk, client } = await api();
      return unwrap(await sdk.listPaymentCards({ client, signal, headers: inlineErrors }));
    }),
    makeDefault: fromPromise<PaymentCard[], { id: string }>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      return unwrap(
        await sdk.makePaymentCardDefault({
          client,
          signal,
          headers: inlineErrors,
          path: { id: input.id },
        }),
      );
    }),
    remove: fromPromise<void, { id: string }>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      unwrap(
        await sdk.removePaymentCard({
          client,
          signal,
          headers: inlineErrors,
          path: { id: input.id },
        }),
      );
    }),
    binding: cardBindingMachine.provide({ actors: createCardBindingActors(api) }),
  };
}

/** A binding's effects: starting it, then its code step's. */
export function createCardBindingActors(api: () => Promise<Api>) {
  return {
    start: fromPromise<CardBindingStarted, CardEntry>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      return unwrap(
        await sdk.startCardBinding({
          client,
          signal,
          headers: inlineErrors,
          body: bindingRequest(input),
        }),
      );
    }),
    code: cardCodeMachine.provide({
      actors: {
        checkCode: fromPromise<ErrorCode | null, OtpAttempt<CardBindingStarted>>(
          async ({ input }) => {
            const errors = await checkFields("CardBindingConfirmation", {
              binding_id: input.sent.binding_id,
              code: input.code,
            });
            return errors.code ?? errors.binding_id ?? null;
          },
        ),
        verify: fromPromise<PaymentCard, OtpAttempt<CardBindingStarted>>(
          async ({ input, signal }) => {
            const { sdk, client } = await api();
            return unwrap(
              await sdk.confirmCardBinding({
                client,
                signal,
                headers: inlineErrors,
                body: { binding_id: input.sent.binding_id, code: input.code },
              }),
            );
          },
        ),
        resend: fromPromise<CardBindingStarted, OtpCodeInput<CardBindingStarted>>(
          async ({ input, signal }) => {
            const { sdk, client } = await api();
            return unwrap(
              await sdk.resendCardBindingCode({
                client,
                signal,
                headers: inlineErrors,
                body: { binding_id: input.sent.binding_id },
              }),
            );
          },
        ),
      },
    }),
  };
}

/** A receipt in the interface language (the app's fetch adds `lang` to every GET), as a PDF. */
export function createReceiptActors(api: () => Promise<Api>) {
  return {
    download: fromPromise<DownloadedFile, ReceiptRequest>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      const answer = await sdk.getPaymentReceipt({
        client,
        signal,
        headers: inlineErrors,
        path: { id: input.paymentId },
        parseAs: "blob",
      });
      return downloadedFile(answer, input.name);
    }),
  };
}
