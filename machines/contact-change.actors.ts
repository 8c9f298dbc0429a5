import { fromPromise } from "xstate";
import type { ContactChange, ErrorCode, OtpSent, Profile } from "../sdk";
import { type ContactRequest, contactCodeMachine } from "./contact-change.machine";
import { checkFields } from "./field-check";
import type { Api } from "./load-sdk";
import type { OtpAttempt, OtpCodeInput } from "./otp-code.machine";
import { inlineErrors, unwrap } from "./request-failure";

const bodyOf = ({ kind, value }: ContactRequest): ContactChange =>
  kind === "email" ? { email: value } : { phone: value };

/**
 * The contact change machine's effects over the generated SDK, its code step's included. The
 * section shows refusals beside its fields, so every request is marked for inline errors.
 */
export function createContactChangeActors(api: () => Promise<Api>) {
  const request = async (change: ContactRequest, signal: AbortSignal) => {
    const { sdk, client } = await api();
    return unwrap(
      await sdk.requestContactChange({
        client,
        signal,
        headers: inlineErrors,
        body: bodyOf(change),
      }),
    );
  };
  return {
    checkContact: fromPromise<ErrorCode | null, ContactRequest>(async ({ input }) => {
      const errors = await checkFields("ContactChange", { ...bodyOf(input) });
      return errors[input.kind] ?? null;
    }),
    request: fromPromise<OtpSent, ContactRequest>(({ input, signal }) => request(input, signal)),
    code: contactCodeMachine.provide({
      actors: {
        checkCode: fromPromise<ErrorCode | null, OtpAttempt>(async ({ input }) => {
          const errors = await checkFields("ContactChangeConfirmation", { code: input.code });
          return errors.code ?? null;
        }),
        verify: fromPromise<Profile, OtpAttempt>(async ({ input, signal }) => {
          const { sdk, client } = await api();
          return unwrap(
            await sdk.confirmContactChange({
              client,
              signal,
              headers: inlineErrors,
              body: { code: input.code },
            }),
          );
        }),
        // A new code is the same change asked for again (allowed once the last code expired).
        resend: fromPromise<OtpSent, OtpCodeInput>(({ input, signal }) =>
          request(
            { kind: input.sent.channel === "email" ? "email" : "phone", value: input.to },
            signal,
          ),
        ),
      },
    }),
  };
}
