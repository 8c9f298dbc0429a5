import type { Selectable } from "kysely";
import type { PaymentCard, PaymentCardRef } from "../../../sdk/types.gen";
import type { Db } from "../../db/database";
import type { CardBindingsTable, PaymentCardsTable } from "../../db/schema";

export type CardRow = Selectable<PaymentCardsTable>;
export type BindingRow = Selectable<CardBindingsTable>;

export function maskedCard(first4: string, last4: string): string {
  return `${first4} **** **** ${last4}`;
}

/** A card stops working after the last day of its expiry month (Tashkent time is close enough: a day's grace either way). */
export function cardExpired(
  card: { expiry_month: number; expiry_year: number },
  now: Date,
): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return card.expiry_year < year || (card.expiry_year === year && card.expiry_month < month);
}

export function toPaymentCard(card: CardRow, now: Date): PaymentCard {
  return {
    id: card.id,
    first4: card.first4,
    last4: card.last4,
    masked: maskedCard(card.first4, card.last4),
    network: card.network,
    holder: card.holder,
    expiry_month: card.expiry_month,
    expiry_year: card.expiry_year,
    phone: card.phone,
    is_default: card.is_default,
    expired: cardExpired(card, now),
    created_at: new Date(card.created_at).toISOString(),
  };
}

export function toCardRef(
  card: Pick<CardRow, "id" | "first4" | "last4" | "network">,
): PaymentCardRef {
  return { id: card.id, masked: maskedCard(card.first4, card.last4), network: card.network };
}

export function liveCards(db: Db, userId: string): Promise<CardRow[]> {
  return db
    .selectFrom("payment_cards")
    .selectAll()
    .where("user_id", "=", userId)
    .where("removed_at", "is", null)
    .orderBy("is_default", "desc")
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
}

export async function liveCard(db: Db, userId: string, id: string): Promise<CardRow | null> {
  return (
    (await db
      .selectFrom("payment_cards")
      .selectAll()
      .where("id", "=", id)
      .where("user_id", "=", userId)
      .where("removed_at", "is", null)
      .executeTakeFirst()) ?? null
  );
}

/** Who holds a card now, by its fingerprint: the caller, someone else, or nobody. */
export async function cardHolderOf(db: Db, fingerprint: string): Promise<string | null> {
  const row = await db
    .selectFrom("payment_cards")
    .select("user_id")
    .where("fingerprint", "=", fingerprint)
    .where("removed_at", "is", null)
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** Bindings started in the last hour: a person trying numbers at the processor is stopped. */
export async function recentBindings(db: Db, userId: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom("card_bindings")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("user_id", "=", userId)
    .where("created_at", ">", since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function openBinding(
  db: Db,
  userId: string,
  id: string,
  now: Date,
): Promise<BindingRow | null> {
  return (
    (await db
      .selectFrom("card_bindings")
      .selectAll()
      .where("id", "=", id)
      .where("user_id", "=", userId)
      .where("finished_at", "is", null)
      .where("expires_at", ">", now)
      .executeTakeFirst()) ?? null
  );
}

/** The card as the default when it is the person's first; inside the caller's transaction. */
export async function insertCard(
  db: Db,
  card: Omit<CardRow, "id" | "created_at" | "removed_at" | "is_default">,
): Promise<CardRow> {
  const others = await db
    .selectFrom("payment_cards")
    .select("id")
    .where("user_id", "=", card.user_id)
    .where("removed_at", "is", null)
    .executeTakeFirst();
  return db
    .insertInto("payment_cards")
    .values({ ...card, is_default: !others })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function makeDefault(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Off first: the one-default index would refuse two at once.
    await trx
      .updateTable("payment_cards")
      .set({ is_default: false })
      .where("user_id", "=", userId)
      .where("is_default", "=", true)
      .execute();
    await trx
      .updateTable("payment_cards")
      .set({ is_default: true })
      .where("id", "=", id)
      .where("user_id", "=", userId)
      .execute();
  });
}

/**
 * The card is forgotten (its token too); a subscription paid with it renews from the default
 * card, and the newest card left becomes the default when this one was.
 */
export async function forgetCard(db: Db, card: CardRow, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("payment_cards")
      .set({ removed_at: now, is_default: false, token_encrypted: "" })
      .where("id", "=", card.id)
      .execute();
    await trx
      .updateTable("subscriptions")
      .set({ card_id: null })
      .where("card_id", "=", card.id)
      .execute();
    if (!card.is_default) return;
    const next = await trx
      .selectFrom("payment_cards")
      .select("id")
      .where("user_id", "=", card.user_id)
      .where("removed_at", "is", null)
      .orderBy("created_at", "desc")
      .executeTakeFirst();
    if (next) {
      await trx
        .updateTable("payment_cards")
        .set({ is_default: true })
        .where("id", "=", next.id)
        .execute();
    }
  });
}

/** The card a charge for this person uses: the one named if still bound, else the default. */
export async function cardToCharge(
  db: Db,
  userId: string,
  named: string | null,
): Promise<CardRow | null> {
  if (named) {
    const card = await liveCard(db, userId, named);
    if (card) return card;
  }
  return (
    (await db
      .selectFrom("payment_cards")
      .selectAll()
      .where("user_id", "=", userId)
      .where("is_default", "=", true)
      .where("removed_at", "is", null)
      .executeTakeFirst()) ?? null
  );
}
