import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../server/auth/passwords";
import type { DatabaseConfig } from "../../server/config";
import { openDatabase } from "../../server/db/database";
import { migrate } from "../../server/db/migrate";
import { seedReferenceIfEmpty } from "../../server/db/seed";
import { insertUser } from "../../server/domains/auth/repository";
import { uniquePhone } from "./helper";
import {
  postgresSchemaEnv,
  type ServerProcess,
  startServerProcess,
  writeMigratedDatabase,
} from "./server-process";

/**
 * `npm run admin -- EMAIL` as an operator runs it, on a database no server runs on and then
 * beside a running server process (through its control socket on the embedded database,
 * directly on PostgreSQL); the accounts it made then sign in and use the admin area.
 */
const root = path.resolve(import.meta.dirname, "../..");

interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The command with the password, if any, piped in as one line. */
function npmAdmin(args: string[], env: Record<string, string>, password?: string) {
  return new Promise<Finished>((resolve, reject) => {
    const child = spawn("npm", ["run", "-s", "admin", "--", ...args], {
      cwd: root,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
      stdio: [password === undefined ? "ignore" : "pipe", "pipe", "pipe"],
    });
    child.stdin?.end(`${password}\n`);
    let stdout = "";
    let stderr = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once("error", reject);
    child.once("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

const passwords = {
  first: "first-admin-pass",
  second: "second-admin-pass",
  shopper: "shopper-pass-1",
};

/** The reference data a first start adds, and two verified shoppers to promote. */
async function prepare(database: DatabaseConfig): Promise<void> {
  const db = await openDatabase(database);
  try {
    await migrate(db);
    await seedReferenceIfEmpty(db);
    const passwordHash = await hashPassword(passwords.shopper, { memoryCost: 1024, timeCost: 1 });
    for (const email of ["shopper1@ops.uz", "shopper2@ops.uz"]) {
      await insertUser(db, {
        email,
        phone: uniquePhone(),
        passwordHash,
        firstName: "Shopper",
        lastName: "One",
        role: "user",
        lang: "en",
        verified: true,
      });
    }
  } finally {
    await db.destroy();
  }
}

async function signIn(base: string, email: string, password: string): Promise<Response> {
  const query = new URLSearchParams({ username: email, password });
  return fetch(`${base}/api/v1/auth/login/?${query}`, { method: "POST" });
}

/** Signs in and opens the admin dashboard; the access token for more. */
async function openAdminArea(base: string, email: string, password: string): Promise<string> {
  const login = await signIn(base, email, password);
  expect(login.status, `${email} signs in`).toBe(200);
  const { access } = (await login.json()) as { access: string };
  const dashboard = await fetch(`${base}/api/v1/admin/dashboard/`, {
    headers: { authorization: `Bearer ${access}` },
  });
  expect(dashboard.status, `${email} opens the dashboard`).toBe(200);
  return access;
}

function expectNothingSecret(...runs: Finished[]) {
  for (const run of runs) {
    const printed = run.stdout + run.stderr;
    for (const secret of Object.values(passwords)) expect(printed).not.toContain(secret);
    expect(printed).not.toContain("$argon2");
  }
}

/**
 * The whole story on one database: with no server, an account created and one promoted; with
 * a server running, the same again, a password too short refused; then all four sign in.
 */
async function story(
  env: Record<string, string>,
  where: { offline: RegExp; online: RegExp },
  startServer: () => Promise<ServerProcess>,
): Promise<ServerProcess> {
  const [malformed, [created, unconfirmed, promoted]] = await Promise.all([
    npmAdmin(["not-an-email"], env),
    // One after the other: with no server, each holds the embedded directory in turn.
    (async () => {
      const made = await npmAdmin(["First@Ops.uz"], env, passwords.first);
      // The shoppers never confirmed their email: anyone could have registered it.
      const refused = await npmAdmin(["shopper1@ops.uz"], env);
      return [made, refused, await npmAdmin(["--unconfirmed", "shopper1@ops.uz"], env)] as const;
    })(),
  ]);
  expect(malformed.code).toBe(2);
  expect(malformed.stderr).toMatch(/"not-an-email": Please enter a valid email address\./);
  expect(malformed.stderr).toContain("Usage: npm run admin -- [--unconfirmed] EMAIL");
  expect(unconfirmed.code).toBe(1);
  expect(unconfirmed.stderr).toMatch(
    /shopper1@ops\.uz has never confirmed its email.*--unconfirmed/,
  );
  expect(created.code, created.stderr).toBe(0);
  expect(created.stdout).toMatch(/^admin: created first@ops\.uz, a verified administrator/);
  expect(created.stdout).toMatch(where.offline);
  expect(promoted.code, promoted.stderr).toBe(0);
  expect(promoted.stdout).toMatch(
    /^admin: shopper1@ops\.uz is now an administrator; its role was user/,
  );
  expect(promoted.stdout).toMatch(where.offline);

  const server = await startServer();
  const [second, secondPromoted, tooShort, again] = await Promise.all([
    npmAdmin(["second@ops.uz"], env, passwords.second),
    npmAdmin(["--unconfirmed", "shopper2@ops.uz"], env),
    npmAdmin(["third@ops.uz"], env, "abc"),
    npmAdmin(["first@ops.uz"], env),
  ]);
  expect(second.code, second.stderr).toBe(0);
  expect(second.stdout).toMatch(/^admin: created second@ops\.uz, a verified administrator/);
  expect(second.stdout).toMatch(where.online);
  expect(secondPromoted.code, secondPromoted.stderr).toBe(0);
  expect(secondPromoted.stdout).toMatch(
    /shopper2@ops\.uz is now an administrator; its role was user/,
  );
  expect(secondPromoted.stdout).toMatch(where.online);
  expect(tooShort.code).toBe(1);
  expect(tooShort.stderr).toContain("The password must be at least 6 characters long.");
  expect(again.code, again.stderr).toBe(0);
  expect(again.stdout).toMatch(/first@ops\.uz was already an administrator; nothing changed/);
  expectNothingSecret(
    malformed,
    created,
    unconfirmed,
    promoted,
    second,
    secondPromoted,
    tooShort,
    again,
  );

  const access = await openAdminArea(server.url, "first@ops.uz", passwords.first);
  await openAdminArea(server.url, "second@ops.uz", passwords.second);
  await openAdminArea(server.url, "shopper1@ops.uz", passwords.shopper);
  await openAdminArea(server.url, "shopper2@ops.uz", passwords.shopper);
  expect((await signIn(server.url, "third@ops.uz", "abc")).status).toBe(400);

  // Each change in the audit log, by the command: no account made it.
  const audit = await fetch(`${server.url}/api/v1/admin/audit/?target_kind=user`, {
    headers: { authorization: `Bearer ${access}` },
  });
  expect(audit.status).toBe(200);
  const { items } = (await audit.json()) as {
    items: Array<{ actor: { id: string | null; name: string }; action: string; before: unknown }>;
  };
  const summary = items.map((entry) => [entry.actor, entry.action, entry.before]);
  const operator = { id: null, name: "npm run admin" };
  expect(summary).toHaveLength(4);
  expect(summary).toEqual(
    expect.arrayContaining([
      [operator, "user.create", null],
      [operator, "user.create", null],
      [operator, "user.role", { role: "user" }],
      [operator, "user.role", { role: "user" }],
    ]),
  );
  return server;
}

const postgres = postgresSchemaEnv();

if (!postgres) {
  describe("npm run admin on the embedded database", () => {
    let work = "";
    let server: ServerProcess | null = null;

    beforeAll(async () => {
      work = await mkdtemp(path.join(tmpdir(), "bozor-admin-"));
      await writeMigratedDatabase(path.join(work, "data"));
      await prepare({ kind: "pglite", dataDir: path.join(work, "data") });
    });

    afterAll(async () => {
      await server?.stop();
      await rm(work, { recursive: true, force: true });
    });

    it("makes administrators with no server, then through the running server", async () => {
      const dataDir = path.join(work, "data");
      const env = { DATA_DIR: dataDir };
      const absent = npmAdmin(["nobody@ops.uz"], { DATA_DIR: path.join(work, "typo") });
      server = await story(
        env,
        {
          offline: /; in .*data, no server running\)$/m,
          online: /; in .*data, through a running Bozor server \(pid \d+\)\)$/m,
        },
        () => startServerProcess({ env, timeoutMs: 50_000 }),
      );
      // A mistyped DATA_DIR gets no database of its own.
      const mistyped = await absent;
      expect(mistyped.code).toBe(1);
      expect(mistyped.stderr).toMatch(/no database in .*typo \(DATA_DIR\): start the server/);
    }, 60_000);
  });
} else {
  describe("npm run admin on PostgreSQL", () => {
    let server: ServerProcess | null = null;

    beforeAll(async () => {
      await prepare({
        kind: "postgres",
        url: postgres.env.DATABASE_URL ?? "",
        schema: postgres.env.DATABASE_SCHEMA ?? null,
      });
    });

    afterAll(async () => {
      await server?.stop();
      await postgres.drop();
    });

    it("makes administrators with no server and while one runs", async () => {
      const schema = postgres.env.DATABASE_SCHEMA ?? "";
      const inSchema = new RegExp(`; in PostgreSQL, schema ${schema}\\)$`, "m");
      server = await story(postgres.env, { offline: inSchema, online: inSchema }, () =>
        startServerProcess({ env: postgres.env, timeoutMs: 50_000 }),
      );
    }, 60_000);
  });
}
