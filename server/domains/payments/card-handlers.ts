import { requireAuth } from "../../auth/bearer";
import { type AppContext, idParam } from "../../context";
import { isUniqueViolation } from "../../db/pg-errors";
import { ApiError } from "../../errors";
import { operationHandlers } from "../../operations";
import { cardNetwork, passesLuhn } from "../../payments/provider/luhn";
import { ProviderUnavailableError } from "../../payments/provider/port";
import {
  cardExpired,
  cardHolderOf,
  forgetCard,
  insertCard,
  liveCard,
  liveCards,
  makeDefault,
  openBinding,
  recentBindings,
  toPaymentCard,
} from "./cards-repository";
import { processorRefusal } from "./processor-refusal";
import type { PaymentServices } from "./services";

/** How long a binding waits for its code, and how many bindings an hour a person may start. */
const BINDING_TTL_MS = 10 * 60_000;
const BINDINGS_PER_HOUR = 10;
const WRONG_CODES_ALLOWED = 5;

export function unavailable(): ApiError {
  return new ApiError(503, "payment_provider_unavailable");
}

/** The processor's answer, or the person told that it could not be reached. */
async function reach<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderUnavailableError) throw unavailable();
    throw error;
  }
}

export function cardHandlers({ db, config }: AppContext, payments: PaymentServices) {
  const { provider, secrets } = payments;
  const codeTtlMs = config.otpTtl * 1000;

  return operationHandlers({
    async listPaymentCards(request) {
      const { userId } = requireAuth(request);
      const now = payments.now();
      return (await liveCards(db, userId)).map((card) => toPaymentCard(card, now));
    },

    async startCardBinding(request, reply) {
      const { userId } = requireAuth(request);
      const { card_number: number, expiry_month: month, expiry_year: year } = request.body;
      const network = cardNetwork(number);
      if (!network || !passesLuhn(number)) throw new ApiError(400, "card_number_invalid");
      const now = payments.now();
      if (cardExpired({ expiry_month: month, expiry_year: year }, now)) {
        throw new ApiError(400, "expiration_year_expired");
      }
      const fingerprint = secrets.fingerprint(number);
      const holder = await cardHolderOf(db, fingerprint);
      if (holder === userId) throw new ApiError(409, "card_already_exists");
      if (holder) throw new ApiError(409, "card_already_active");
      if (
        (await recentBindings(db, userId, new Date(now.getTime() - 3_600_000))) >= BINDINGS_PER_HOUR
      ) {
        throw new ApiError(429, "too_many_attempts", { "retry-after": "3600" });
      }
      const expiry = `${String(year % 100).padStart(2, "0")}${String(month).padStart(2, "0")}`;
      const started = await reach(() => provider.bindCardInit({ cardNumber: number, expiry }));
      if (!started.ok) throw processorRefusal(400, started.code);
      const binding = await db
        .insertInto("card_bindings")
        .values({
          user_id: userId,
          provider_transaction_id: started.value.transactionId,
          fingerprint,
          first4: number.slice(0, 4),
          last4: number.slice(-4),
          network,
          expiry_month: month,
          expiry_year: year,
          phone: started.value.phone,
          code_expires_at: new Date(now.getTime() + codeTtlMs),
          expires_at: new Date(now.getTime() + BINDING_TTL_MS),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return reply.code(201).send({
        binding_id: binding.id,
        phone: started.value.phone,
        expires_in: Math.round(codeTtlMs / 1000),
      });
    },

    async confirmCardBinding(request, reply) {
      const { userId } = requireAuth(request);
      const now = payments.now();
      const binding = await openBinding(db, userId, request.body.binding_id.toLowerCase(), now);
      if (!binding) throw new ApiError(404, "card_binding_expired");
      const confirmed = await reach(() =>
        provider.bindCardConfirm({
          transactionId: binding.provider_transaction_id,
          otp: request.body.code,
        }),
      );
      if (!confirmed.ok) {
        if (confirmed.code !== "STPIMS-ERR-098") throw processorRefusal(400, confirmed.code);
        const wrong = binding.wrong_codes + 1;
        await db
          .updateTable("card_bindings")
          .set({ wrong_codes: wrong, ...(wrong >= WRONG_CODES_ALLOWED && { finished_at: now }) })
          .where("id", "=", binding.id)
          .execute();
        if (wrong >= WRONG_CODES_ALLOWED)
          throw new ApiError(429, "too_many_attempts", { "retry-after": "1" });
        throw new ApiError(400, "STPIMS-ERR-098");
      }
      const bound = confirmed.value;
      try {
        const card = await db.transaction().execute(async (trx) => {
          await trx
            .updateTable("card_bindings")
            .set({ finished_at: now })
            .where("id", "=", binding.id)
            .execute();
          return insertCard(trx, {
            user_id: userId,
            provider: provider.name,
            provider_card_id: bound.cardId,
            token_encrypted: secrets.seal(bound.cardToken),
            fingerprint: binding.fingerprint,
            first4: binding.first4,
            last4: binding.last4,
            network: binding.network,
            holder: bound.cardHolder,
            phone: bound.phone || binding.phone,
            expiry_month: binding.expiry_month,
            expiry_year: binding.expiry_year,
          });
        });
        return reply.code(201).send(toPaymentCard(card, now));
      } catch (error) {
        // Bound meanwhile, by this person in another tab or by someone else.
        if (!isUniqueViolation(error)) throw error;
        const holder = await cardHolderOf(db, binding.fingerprint);
        throw new ApiError(409, holder === userId ? "card_already_exists" : "card_already_active");
      }
    },

    async resendCardBindingCode(request) {
      const { userId } = requireAuth(request);
      const now = payments.now();
      const binding = await openBinding(db, userId, request.body.binding_id.toLowerCase(), now);
      if (!binding) throw new ApiError(404, "card_binding_expired");
      if (new Date(binding.code_expires_at) > now) throw new ApiError(400, "otp_already_active");
      const dialed = await reach(() =>
        provider.bindCardDial({ transactionId: binding.provider_transaction_id }),
      );
      if (!dialed.ok) throw processorRefusal(400, dialed.code);
      await db
        .updateTable("card_bindings")
        .set({ code_expires_at: new Date(now.getTime() + codeTtlMs), phone: dialed.value.phone })
        .where("id", "=", binding.id)
        .execute();
      return {
        binding_id: binding.id,
        phone: dialed.value.phone,
        expires_in: Math.round(codeTtlMs / 1000),
      };
    },

    async makePaymentCardDefault(request) {
      const { userId } = requireAuth(request);
      const id = idParam(request.params);
      if (!(await liveCard(db, userId, id))) throw new ApiError(404, "card_not_found");
      await makeDefault(db, userId, id);
      const now = payments.now();
      return (await liveCards(db, userId)).map((card) => toPaymentCard(card, now));
    },

    async removePaymentCard(request, reply) {
      const { userId } = requireAuth(request);
      const card = await liveCard(db, userId, idParam(request.params));
      if (!card) throw new ApiError(404, "card_not_found");
      // Unbound at the processor first; a card it no longer knows is gone there already.
      const removed = await reach(() =>
        provider.removeCard({
          cardId: card.provider_card_id,
          cardToken: secrets.open(card.token_encrypted),
        }),
      );
      if (!removed.ok && removed.code !== "STPIMS-ERR-004")
        throw processorRefusal(400, removed.code);
      await forgetCard(db, card, payments.now());
      return reply.code(204).send();
    },
  });
}
