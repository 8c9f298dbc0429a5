import { fromPromise } from "xstate";
import type { OtpSent, TokenPair } from "../sdk";
import { checkFields, type FieldErrors, placeFailure } from "./field-check";
import type { Api } from "./load-sdk";
import type { OtpAttempt, OtpCodeInput } from "./otp-code.machine";
import { type RegistrationRequest, registrationCodeMachine } from "./registration.machine";
import { inlineErrors, unwrap } from "./request-failure";

const schemaOf = (request: RegistrationRequest) =>
  request.kind === "user" ? "UserRegistration" : "BusinessRegistration";

/**
 * The registration machine's effects over the generated SDK, its code step's included. The
 * form and the code step show refusals beside themselves, so every request is marked for
 * inline errors (no toast as well).
 */
export function createRegistrationActors(api: () => Promise<Api>) {
  return {
    checkDetails: fromPromise<FieldErrors, RegistrationRequest>(({ input }) =>
      checkFields(schemaOf(input), input.body),
    ),
    register: fromPromise<OtpSent, RegistrationRequest>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      const options = { client, signal, headers: inlineErrors };
      try {
        return unwrap(
          await (input.kind === "user"
            ? sdk.registerUser({ ...options, body: input.body })
            : sdk.registerBusiness({ ...options, body: input.body })),
        );
      } catch (error) {
        throw await placeFailure(schemaOf(input), error);
      }
    }),
    code: registrationCodeMachine.provide({ actors: createRegistrationCodeActors(api) }),
  };
}

function createRegistrationCodeActors(api: () => Promise<Api>) {
  return {
    checkCode: fromPromise(async ({ input }: { input: OtpAttempt }) => {
      const errors = await checkFields("OtpVerification", {
        user_id: input.sent.user_id,
        code: input.code,
      });
      return errors.code ?? errors.user_id ?? null;
    }),
    verify: fromPromise<TokenPair, OtpAttempt>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      return unwrap(
        await sdk.verifyOtp({
          client,
          signal,
          headers: inlineErrors,
          body: { user_id: input.sent.user_id, code: input.code },
        }),
      );
    }),
    resend: fromPromise<OtpSent, OtpCodeInput>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      return unwrap(
        await sdk.resendOtp({
          client,
          signal,
          headers: inlineErrors,
          body: { user_id: input.sent.user_id },
        }),
      );
    }),
  };
}
