// The real production server of dist/, on a fresh embedded database with the demo data, for a
// measurement that needs pages as a visitor gets them (build/page-fetches.mjs).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { root, serverOut } from "./paths.mjs";

const READY_TIMEOUT_MS = 90_000;

async function waitUntilReady(server, origin) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/v1/health/ready/`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server was not ready within ${READY_TIMEOUT_MS / 1000} s`);
}

/** Starts the server on `port`; `stop()` ends it and removes its database. */
export async function startProductionServer(port) {
  const dataDir = mkdtempSync(join(tmpdir(), "bozor-bench-size-"));
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [serverOut], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      // Production as it is run, with secrets made up for the run; the pages need the demo
      // marketplace, and pay for nothing.
      JWT_SECRET: randomBytes(32).toString("base64url"),
      CARD_TOKEN_KEY: randomBytes(32).toString("base64url"),
      PAYMENT_PROVIDER: "sandbox",
      ALLOW_PAYMENT_SANDBOX: "1",
      SEED_DEMO_DATA: "1",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = async () => {
    // The server closes its database on the way out: its files go only once it has exited.
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill();
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(server, origin);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
