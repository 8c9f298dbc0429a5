import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import * as esbuild from "esbuild";
import pg from "pg";
import { inject } from "vitest";
// @ts-expect-error build/ is plain JavaScript without declarations
import { serverOptions } from "../../build/server.mjs";
import { openPglite } from "../../server/db/pglite-pool";

/**
 * The server as production runs it: its own Node process, started from the bundled
 * server/main.ts, for what an in-process app cannot show (a signal, kill -9, a restart on the
 * same data). `npm test` runs this suite before the production build, so the bundle is made
 * here, once per test file's process.
 */
export interface ServerProcess {
  /** `http://127.0.0.1:<port>` */
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (null after a signal) once the process has ended. */
  exited: Promise<number | null>;
  /** Sends the signal (SIGTERM by default) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

const root = path.resolve(import.meta.dirname, "../..");
let bundles = 0;

/**
 * The server bundled for one start. Each start has its own file, removed once the process has
 * loaded it: a test worker's exit hooks do not run when the pool ends it.
 */
async function bundle(): Promise<string> {
  bundles += 1;
  const outfile = path.join(root, "dist", "tools", `test-server-${process.pid}-${bundles}.mjs`);
  await esbuild.build({ ...serverOptions, outfile, sourcemap: false });
  return outfile;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface StartOptions {
  /** Variables on top of a test's defaults (sandbox on, quick password hashing is not settable). */
  env?: Record<string, string>;
  /** Extra arguments to main (`--demo`). */
  args?: string[];
  /** How long to wait for "listening" (ms). */
  timeoutMs?: number;
  /** A port to take (a restart on the same address); a free one otherwise. */
  port?: number;
}

/** Starts the bundled server and resolves once it listens. */
export async function startServerProcess(options: StartOptions = {}): Promise<ServerProcess> {
  const entry = await bundle();
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, [entry, ...(options.args ?? [])], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      HOST: "127.0.0.1",
      PORT: String(port),
      STATIC_DIR: path.join(root, "tests", "server", "no-static-build"),
      SANDBOX: "1",
      RENEWAL_INTERVAL: "0",
      RATE_LIMIT_ALLOW: "127.0.0.1",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let printed = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    printed += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    printed += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => {
    child.once("exit", (code) => resolve(code));
  });
  const url = `http://127.0.0.1:${port}`;
  const timeoutMs = options.timeoutMs ?? 60_000;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`the server did not listen within ${timeoutMs} ms:\n${printed}`));
    }, timeoutMs);
    const onData = () => {
      if (!printed.includes(`listening at ${url}`)) return;
      rmSync(entry, { force: true });
      clearTimeout(timer);
      child.stdout?.off("data", onData);
      resolve();
    };
    child.stdout?.on("data", onData);
    void exited.then((code) => {
      rmSync(entry, { force: true });
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before listening:\n${printed}`));
    });
  });
  return {
    url,
    port,
    child,
    output: () => printed,
    exited,
    stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/**
 * A fresh PostgreSQL schema for processes to share (`DATABASE_URL` + `DATABASE_SCHEMA`), or
 * null when TEST_DATABASE_URL is not set; `drop` removes it after the test.
 */
export function postgresSchemaEnv(): { env: Record<string, string>; drop(): Promise<void> } | null {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return null;
  const schema = `test_${randomBytes(6).toString("hex")}`;
  return {
    env: { DATABASE_URL: url, DATABASE_SCHEMA: schema },
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * Writes the suite's migrated embedded database (database-template.ts) into `dataDir`: a
 * process started on it skips initdb and every migration, seconds on a CI machine.
 */
export async function writeMigratedDatabase(dataDir: string): Promise<void> {
  const pglite = await openPglite(dataDir, new Blob([inject("migratedDatabase")]));
  await pglite.close();
}
