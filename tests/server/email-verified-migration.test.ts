import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "../../server/db/database";
import { dropSchema, testDatabase } from "./helper";

/**
 * Migration 0014 on a database that already has accounts: the ones a provider vouched for and
 * the demo's keep reaching social sign-in, every other email starts unconfirmed. Run on PGlite,
 * or on PostgreSQL with TEST_DATABASE_URL, as the server runs it.
 */

const migrations = path.join(import.meta.dirname, "../../server/db/migrations");
// Empty: the migrations before 0014 run here, then the accounts, then 0014.
const database = testDatabase("empty");
let db: Db;

async function apply(db: Db, which: (version: string) => boolean): Promise<void> {
  const files = (await readdir(migrations)).filter((f) => /^\d{4}_.+\.sql$/.test(f)).sort();
  for (const file of files.filter((f) => which(f.slice(0, 4)))) {
    await sql.raw(await readFile(path.join(migrations, file), "utf8")).execute(db);
  }
}

const demoUser = "00000000-0000-4000-8000-000000000002";
const linked = "5b1e7c1a-0000-4000-8000-000000000001";
const registered = "5b1e7c1a-0000-4000-8000-000000000002";
const demoLookalike = "5b1e7c1a-0000-4000-8000-000000000003";

beforeAll(async () => {
  db = await openDatabase(database);
  await apply(db, (version) => version < "0014");
  await sql`INSERT INTO currencies (id, code, names, rate) VALUES (1, 'USD', '{}', 1)`.execute(db);
  const person = (id: string, email: string, phone: string) =>
    sql`INSERT INTO users (id, email, phone, password_hash, first_name, last_name, currency_id,
      is_verified) VALUES (${id}, ${email}, ${phone}, 'hash', 'A', 'B', 1, true)`.execute(db);
  await person(demoUser, "user@demo.uz", "998901000002");
  await person(linked, "linked@example.uz", "998901110001");
  await person(registered, "registered@example.uz", "998901110002");
  // Someone's own account at the demo's domain is not one of the seed's.
  await person(demoLookalike, "admin@demo.uz", "998901110003");
  await sql`INSERT INTO social_identities (provider, subject, user_id)
    VALUES ('google', 'subject-1', ${linked})`.execute(db);
  await apply(db, (version) => version === "0014");
});
afterAll(async () => {
  await db?.destroy();
  await dropSchema(database);
});

describe("migration 0014 (users.email_verified)", () => {
  it("confirms the emails a provider vouched for and the demo's, and no other", async () => {
    const rows = await db
      .selectFrom("users")
      .select(["id", "email_verified"])
      .orderBy("id")
      .execute();
    expect(Object.fromEntries(rows.map((r) => [r.id, r.email_verified]))).toEqual({
      [demoUser]: true,
      [linked]: true,
      [registered]: false,
      [demoLookalike]: false,
    });
  });

  it("starts a new account unconfirmed", async () => {
    const row = await db
      .insertInto("users")
      .values({
        email: "new@example.uz",
        phone: "998901110004",
        password_hash: "hash",
        first_name: "A",
        last_name: "B",
        currency_id: 1,
      })
      .returning("email_verified")
      .executeTakeFirstOrThrow();
    expect(row.email_verified).toBe(false);
  });
});
