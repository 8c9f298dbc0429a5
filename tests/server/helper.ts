import { randomBytes } from "node:crypto";
import path from "node:path";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import { type BuildOptions, buildServer } from "../../server/app";
import { type DatabaseConfig, defaultAddressLimits, type ServerConfig } from "../../server/config";
import { type AnswerCheck, createAnswerCheck } from "./contract-answers";

const migrated = inject("migratedDatabase");

export const demoPassword = "demo12345";

export interface TestApp {
  app: FastifyInstance;
  config: ServerConfig;
  close(): Promise<void>;
  /** The next answer is a 5xx on purpose (the test broke the server): the check allows it. */
  expectServerFailure(): void;
}

/**
 * PGlite in memory, a copy of the suite's migrated database (database-template.ts) unless an
 * empty one is asked for, or a fresh PostgreSQL schema when TEST_DATABASE_URL is set.
 */
export function testDatabase(start: "migrated" | "empty" = "migrated"): DatabaseConfig {
  const url = process.env.TEST_DATABASE_URL;
  if (!url && start === "empty") return { kind: "pglite", dataDir: null };
  if (!url) return { kind: "pglite", dataDir: null, initialData: new Blob([migrated]) };
  return { kind: "postgres", url, schema: `test_${randomBytes(6).toString("hex")}` };
}

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    port: 0,
    host: "127.0.0.1",
    // Only social sign-in's round trip needs a reachable address: it listens and sets its own.
    publicUrl: "http://127.0.0.1",
    oidcProviders: [],
    database: testDatabase(),
    accessTokenTtl: 900,
    refreshTokenTtl: 3600,
    otpTtl: 120,
    jwtSecret: null,
    staticDir: path.join(import.meta.dirname, "no-static-build"),
    nodeEnv: "test",
    logLevel: "silent",
    // The minimum argon2 allows: tests check behaviour, not hashing strength.
    passwordHashing: { memoryCost: 1024, timeCost: 1 },
    seedDemoData: true,
    // The demo marketplace costs about a second per app: tests that need it ask for it.
    seedDemoCatalog: false,
    liveReloadOrigin: null,
    // The sandbox endpoints hand tests the codes an SMS would carry.
    sandbox: true,
    addressLimits: defaultAddressLimits,
    // A file's requests all come from inject's 127.0.0.1; the limits are tested from others.
    addressLimitAllowList: ["127.0.0.1"],
    // Counted in the test's own database; instances.test.ts also counts in Redis.
    redis: null,
    trustProxy: false,
    paymentProvider: { kind: "sandbox" },
    cardTokenKey: null,
    // Renewals run when a test runs them, at the time it sets.
    renewalInterval: 0,
    shutdownTimeout: 10,
    ...overrides,
  };
}

export async function dropSchema(database: DatabaseConfig): Promise<void> {
  if (database.kind !== "postgres" || !database.schema) return;
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${database.schema} CASCADE`);
  } finally {
    await client.end();
  }
}

let answerCheck: AnswerCheck | null = null;

/**
 * Every `inject` answer is held to openapi.yaml (contract-answers.ts): one the contract does
 * not describe fails the request's test there, with what was wrong. Only the promise form is
 * checked; no test uses the callback or chain forms.
 */
function checkAnswers(app: FastifyInstance): { expectServerFailure(): void } {
  answerCheck ??= createAnswerCheck();
  const check = answerCheck;
  let serverFailureExpected = false;
  const inject = app.inject.bind(app) as (
    options: InjectOptions | string,
  ) => Promise<LightMyRequestResponse>;
  const checked = async (options: InjectOptions | string) => {
    const response = await inject(options);
    const problem = check.problemWith(response, serverFailureExpected);
    serverFailureExpected = false;
    if (problem) {
      const { method, url } = response.raw.req;
      throw new Error(`Answer outside the contract: ${method} ${url?.split("?")[0]}: ${problem}`);
    }
    return response;
  };
  app.inject = checked as unknown as FastifyInstance["inject"];
  return {
    expectServerFailure() {
      serverFailureExpected = true;
    },
  };
}

export async function startApp(
  overrides: Partial<ServerConfig> = {},
  options: BuildOptions = {},
): Promise<TestApp> {
  const config = testConfig(overrides);
  const app = await buildServer(config, options);
  const answers = checkAnswers(app);
  await app.ready();
  // Searches use the offering index from the first one on, not the database while it builds.
  await app.services.offeringIndex.start();
  return {
    app,
    config,
    async close() {
      await app.close();
      await dropSchema(config.database);
    },
    expectServerFailure: answers.expectServerFailure,
  };
}

export function json<T>(response: LightMyRequestResponse): T {
  return response.json() as T;
}

export interface Tokens {
  access: string;
  refresh: string;
}

export function login(app: FastifyInstance, username: string, password = demoPassword) {
  return app.inject({
    method: "POST",
    url: "/api/v1/auth/login/",
    query: { username, password },
  });
}

export async function tokensFor(app: FastifyInstance, username: string): Promise<Tokens> {
  const response = await login(app, username);
  if (response.statusCode !== 200) throw new Error(`login ${username}: ${response.body}`);
  return json<Tokens>(response);
}

export function bearer(tokens: Tokens) {
  return { authorization: `Bearer ${tokens.access}` };
}

let phoneCounter = 0;

/** A phone number no other test in the file uses. */
export function uniquePhone(): string {
  phoneCounter += 1;
  return `99893${String(process.pid % 1000).padStart(3, "0")}${String(phoneCounter).padStart(4, "0")}`;
}
