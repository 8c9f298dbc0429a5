import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import type { DatabaseConfig } from "../../server/config";
import { type Db, openDatabase } from "../../server/db/database";
import { reconcilePending, STALE_PENDING_MS } from "../../server/domains/payments/charge";
import { loadCardSecrets } from "../../server/payments/card-secrets";
import { createAtmosProvider } from "../../server/payments/provider";
import { missingAcknowledged, moneyProblems } from "./durability-checks";
import { call, expectStatus, type Person, registerPerson, signIn } from "./durability-client";
import { type Journal, PLUS_MONTH, startWriters } from "./durability-writers";
import { type AtmosFake, startAtmosFake } from "./fakes/atmos-fake";
import {
  postgresSchemaEnv,
  type ServerProcess,
  startServerProcess,
  writeMigratedDatabase,
} from "./server-process";

/**
 * kill -9 in the middle of writes of every kind, then a restart on the same data: whatever
 * the server acknowledged is there, nothing is half-done, and no payment is charged twice.
 * The server is its own process on the embedded database (DATA_DIR), or on PostgreSQL when
 * TEST_DATABASE_URL is set; the card processor is a fake ATMOS in this process, so it outlives
 * the server and counts every charge.
 */

const ATMOS = { consumerKey: "durability-key", consumerSecret: "durability-secret", storeId: "77" };
const APPLY = "/merchant/pay/apply";
const PRE_APPLY = "/merchant/pay/pre-apply";
/** The debit's answer takes this long to come back: the kill lands inside it. */
const APPLY_ANSWER_MS = 3000;
const PEOPLE = 8;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const postgres = postgresSchemaEnv();
// The data directory's control socket goes beside it: both inside one temporary directory.
const scratch = postgres ? null : mkdtempSync(path.join(tmpdir(), "bozor-durability-"));
const dataDir = scratch && path.join(scratch, "data");
const database: DatabaseConfig = postgres
  ? {
      kind: "postgres",
      url: postgres.env.DATABASE_URL as string,
      schema: postgres.env.DATABASE_SCHEMA as string,
    }
  : { kind: "pglite", dataDir };
let fake: AtmosFake | null = null;
let server: ServerProcess | null = null;
let db: Db | null = null;

afterAll(async () => {
  await server?.stop("SIGKILL");
  await db?.destroy();
  await fake?.close();
  await postgres?.drop();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/**
 * Once every kind of write has been acknowledged: the moment one card was just debited (its
 * answer is still on its way) and another payment was created at the processor but will never
 * be applied (its pre-apply is never answered).
 */
async function momentToKill(journal: Journal, atmos: AtmosFake): Promise<void> {
  const deadline = Date.now() + 45_000;
  const count = (path: string) => atmos.requestsTo(path).length;
  let hungPreApplies: number | null = null;
  let applies = count(APPLY);
  let lastApplyAt = 0;
  for (;;) {
    await sleep(5);
    if (journal.unexpected.length > 0) throw new Error(journal.unexpected.join("\n"));
    if (Date.now() > deadline) {
      throw new Error(`no moment to kill the server: ${JSON.stringify(journal.acknowledged)}`);
    }
    // The fake debits as the request arrives and holds its answer for APPLY_ANSWER_MS.
    if (count(APPLY) > applies) lastApplyAt = Date.now();
    applies = count(APPLY);
    if (hungPreApplies === null) {
      if (Object.values(journal.acknowledged).every((acknowledged) => acknowledged > 0)) {
        hungPreApplies = count(PRE_APPLY);
        atmos.answerNext(PRE_APPLY, "hang");
      }
      continue;
    }
    if (count(PRE_APPLY) > hungPreApplies && Date.now() - lastApplyAt < APPLY_ANSWER_MS / 2) return;
  }
}

it(`keeps every acknowledged write through kill -9 and charges each payment once (${
  postgres ? "PostgreSQL" : "embedded database"
})`, async () => {
  const atmos = await startAtmosFake({
    ...ATMOS,
    answerDelays: { "/merchant/pay/create": 50, [PRE_APPLY]: 50, [APPLY]: APPLY_ANSWER_MS },
  });
  fake = atmos;
  const env = {
    ...(postgres ? postgres.env : { DATA_DIR: dataDir as string }),
    PAYMENT_PROVIDER: "atmos",
    ATMOS_BASE_URL: `${atmos.url}/`,
    ATMOS_CONSUMER_KEY: ATMOS.consumerKey,
    ATMOS_CONSUMER_SECRET: ATMOS.consumerSecret,
    ATMOS_STORE_ID: ATMOS.storeId,
  };
  if (dataDir) await writeMigratedDatabase(dataDir);
  const first = await startServerProcess({ env });
  server = first;
  const base = first.url;

  const business = await signIn(base, "business@demo.uz");
  const people = await Promise.all(
    Array.from({ length: PEOPLE }, (_, index) => registerPerson(base, `Person ${index}`)),
  );
  const catalog = await expectStatus<{ items: Array<{ id: string }> }>(
    200,
    call(base, "GET", "/v1/offering/?page_size=6"),
    "offerings",
  );
  const categories = await expectStatus<Array<{ id: string; kind: string }>>(
    200,
    call(base, "GET", "/v1/category/?kind=product"),
    "categories",
  );
  const category = categories[0];
  if (!category || catalog.items.length < 6) throw new Error("the demo catalog is missing");

  const writers = startWriters(base, {
    people,
    business,
    offerings: catalog.items.map((offering) => offering.id),
    category,
    firstWave: PEOPLE / 2,
  });
  await momentToKill(writers.journal, atmos);
  writers.stop();
  first.child.kill("SIGKILL");
  expect(await first.exited).toBeNull();
  await writers.done;
  const debitedAtCrash = atmos.allDebits();
  const { journal } = writers;
  expect(journal.unexpected).toEqual([]);

  const second = await startServerProcess({ env, port: first.port });
  server = second;
  expect(await missingAcknowledged(base, journal, people, business)).toEqual([]);

  // Every payment sent is sent again with its key, as a client does when its answer was lost.
  const retries = await Promise.all(
    [...journal.payments].map(async ([userId, attempt]) => {
      const person = people.find((candidate) => candidate.userId === userId) as Person;
      const answer = await call(base, "POST", "/v1/subscription/", {
        token: person.token,
        headers: { "idempotency-key": attempt.key },
        body: PLUS_MONTH,
      });
      const payments = await expectStatus<{ items: Array<{ id: string }> }>(
        200,
        call(base, "GET", "/v1/payment/", { token: person.token }),
        "payments",
      );
      return { person, attempt, answer, payments: payments.items.map((payment) => payment.id) };
    }),
  );
  const debited = atmos.allDebits();
  for (const { person, attempt, answer, payments } of retries) {
    const acknowledged = attempt.answer?.body as { id: string } | undefined;
    // Charged before the crash or just now: the retry answers the paid subscription. Never
    // charged, its payment pending under two minutes old: "in process", nothing charged.
    if (payments.some((id) => debited.has(id))) {
      expect(answer.status, person.name).toBe(201);
      if (acknowledged) expect((answer.body as { id: string }).id).toBe(acknowledged.id);
    } else {
      expect({ who: person.name, ...answer }).toEqual({
        who: person.name,
        status: 409,
        body: { detail: "STPIMS-ERR-065" },
      });
    }
    expect(payments.length, person.name).toBe(1);
  }
  // The crash came while one payment's pre-apply went unanswered (not charged, in process)
  // and while one debit's answer was on its way to the server (charged, settled by the retry).
  expect(retries.filter(({ answer }) => answer.status === 409).length).toBeGreaterThan(0);
  expect(
    retries.some(
      ({ attempt, payments }) => !attempt.answer && payments.some((id) => debitedAtCrash.has(id)),
    ),
  ).toBe(true);

  expect(await second.stop()).toBe(0);

  // The reconciler's pass once the payments left pending are old enough to be settled.
  db = await openDatabase(database);
  const later = Date.now() + STALE_PENDING_MS + 60_000;
  const settled = await reconcilePending(db, {
    provider: createAtmosProvider({ baseUrl: `${atmos.url}/`, ...ATMOS }),
    secrets: await loadCardSecrets(db, null),
    now: () => new Date(later),
  });
  expect(settled).toBeGreaterThan(0);
  expect(await moneyProblems(db, atmos.allDebits(), journal)).toEqual([]);
}, 150_000);
