import type { Db } from "../../server/db/database";
import { call, expectStatus, type Person } from "./durability-client";
import type { Journal } from "./durability-writers";

/**
 * What the durability test asks of the data after the crash, each check answering the
 * problems it found (an empty list when there are none), so a failure names every one.
 */

/** Every acknowledged write, read back through the restarted server's API. */
export async function missingAcknowledged(
  base: string,
  journal: Journal,
  people: Person[],
  business: string,
): Promise<string[]> {
  const problems: string[] = [];
  for (const person of people) {
    const favourites = await expectStatus<{ offerings: Array<{ id: string }> }>(
      200,
      call(base, "GET", "/v1/favorite/", { token: person.token }),
      "favourites",
    );
    const saved = new Set(favourites.offerings.map((offering) => offering.id));
    for (const [offering, wanted] of journal.favourites.get(person.userId) ?? []) {
      if (wanted !== null && saved.has(offering) !== wanted) {
        problems.push(
          `${person.name}: offering ${offering} ${wanted ? "not saved" : "still saved"}`,
        );
      }
    }

    const texts = await conversation(base, person.token);
    const sent = journal.messages.get(person.userId) ?? { acknowledged: [], lost: [] };
    for (const text of sent.acknowledged) {
      if (!texts.includes(text)) problems.push(`${person.name}: message "${text}" lost`);
    }
    const known = new Set([...sent.acknowledged, ...sent.lost]);
    for (const text of texts) {
      if (!known.has(text)) problems.push(`${person.name}: message "${text}" never sent`);
    }
    if (new Set(texts).size !== texts.length) problems.push(`${person.name}: a message twice`);

    const card = journal.cards.get(person.userId);
    if (card) {
      const cards = await expectStatus<Array<{ id: string }>>(
        200,
        call(base, "GET", "/v1/payment-card/", { token: person.token }),
        "cards",
      );
      if (!cards.some((bound) => bound.id === card)) problems.push(`${person.name}: card lost`);
    }

    const paid = journal.payments.get(person.userId)?.answer;
    if (paid) {
      const overview = await expectStatus<{
        subscription: { id: string; status: string } | null;
      }>(200, call(base, "GET", "/v1/subscription/", { token: person.token }), "subscription");
      const subscribed = (paid.body as { id: string }).id;
      if (overview.subscription?.id !== subscribed || overview.subscription.status !== "active") {
        problems.push(`${person.name}: paid subscription ${subscribed} is not the active one`);
      }
    }
  }

  for (const [id, listing] of journal.listings) {
    const answer = await call(base, "GET", `/v1/my/offering/${id}/`, { token: business });
    const title = (answer.body as { titles?: { ru?: string } }).titles?.ru;
    if (answer.status !== 200) problems.push(`listing ${id} lost (${answer.status})`);
    else if (title !== listing.title && title !== listing.lost) {
      problems.push(`listing ${id} titled "${title}", acknowledged "${listing.title}"`);
    }
  }
  return problems;
}

/** A person's support conversation, every page, oldest first. */
async function conversation(base: string, token: string): Promise<string[]> {
  const texts: string[] = [];
  let before = "";
  for (;;) {
    const page = await expectStatus<{ items: Array<{ id: string; text: string }>; older: boolean }>(
      200,
      call(base, "GET", `/v1/support/messages/?page_size=100${before}`, { token }),
      "support messages",
    );
    texts.unshift(...page.items.map((message) => message.text));
    const oldest = page.items[0];
    if (!page.older || !oldest) return texts;
    before = `&before=${oldest.id}`;
  }
}

/**
 * Money, once the pending payments are settled: each payment is charged at the processor once
 * if it succeeded and never if it failed, every charge the processor made is a payment on
 * record, each settled payment has its one ledger line, a paid subscription runs the period
 * it paid for and an unpaid one never began, and each Idempotency-Key was charged at most once.
 */
export async function moneyProblems(
  db: Db,
  debits: Map<string, number>,
  journal: Journal,
): Promise<string[]> {
  const problems: string[] = [];
  const payments = await db.selectFrom("payments").selectAll().execute();
  const ledger = await db.selectFrom("ledger_entries").selectAll().execute();
  const subscriptions = await db.selectFrom("subscriptions").selectAll().execute();
  const byId = new Map(payments.map((payment) => [payment.id, payment]));

  for (const payment of payments) {
    const charged = debits.get(payment.id) ?? 0;
    const lines = ledger.filter((line) => line.payment_id === payment.id);
    const what = `payment ${payment.id} (${payment.status})`;
    if (payment.status === "pending") problems.push(`${what} still pending`);
    if (charged !== (payment.status === "succeeded" ? 1 : 0)) {
      problems.push(`${what} charged ${charged} times`);
    }
    const kind = payment.status === "succeeded" ? "charge" : "failure";
    const line = lines[0];
    if (
      lines.length !== 1 ||
      line?.kind !== kind ||
      String(line.amount) !== String(payment.amount)
    ) {
      problems.push(`${what} has ledger lines ${JSON.stringify(lines.map((l) => l.kind))}`);
    }
    const subscription = subscriptions.find((row) => row.id === payment.subscription_id);
    if (payment.reason === "subscribe" && payment.status === "succeeded") {
      if (
        subscription?.status !== "active" ||
        subscription.plan_code !== payment.plan_code ||
        new Date(subscription.current_period_end).getTime() !==
          new Date(payment.period_end).getTime()
      ) {
        problems.push(`${what}: its subscription is ${JSON.stringify(subscription ?? null)}`);
      }
    }
  }
  for (const [account, count] of debits) {
    if (!byId.has(account))
      problems.push(`the processor charged ${count}× for no payment (${account})`);
  }
  for (const subscription of subscriptions) {
    if (subscription.status === "incomplete") {
      problems.push(`subscription ${subscription.id} left incomplete`);
    }
  }
  for (const [person, attempt] of journal.payments) {
    const keyed = payments.filter((payment) => payment.idempotency_key.endsWith(`:${attempt.key}`));
    const charged = keyed.reduce((sum, payment) => sum + (debits.get(payment.id) ?? 0), 0);
    if (keyed.length > 1 || charged > 1) {
      problems.push(`${person}'s key made ${keyed.length} payments, charged ${charged} times`);
    }
    if (attempt.answer && charged !== 1) {
      problems.push(`${person}'s acknowledged payment charged ${charged} times`);
    }
  }
  return problems;
}
