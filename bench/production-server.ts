import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { productionEnv } from "./production-env";

/**
 * The production build's server (dist/server/main.mjs) as `npm start` runs it, on a fresh
 * embedded database in a temporary directory with the demo data: what the browser benches
 * (bench/profile.ts, bench/lighthouse.ts) load their pages from. build/production-server.mjs
 * is the same for `npm run bench:size`, which runs inside the build (plain Node, no TypeScript).
 */
export interface ProductionServer {
  origin: string;
  /** Stops the server, then removes its database. */
  stop(): Promise<void>;
}

export interface ProductionServerOptions {
  port: number;
  /** The server bundle to run; dist/server/main.mjs when not given. */
  serverFile?: string;
  /** The SPA to serve (STATIC_DIR); dist/public when not given. */
  staticDir?: string;
}

/** Seeding the demo data takes most of it; on a busy machine more than a minute. */
const START_TIMEOUT_MS = 180_000;

async function waitForServer(server: ChildProcess, origin: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      const answer = await fetch(`${origin}/builds/latest.json`);
      if (answer.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer within ${START_TIMEOUT_MS / 1000} s`);
}

export async function startProductionServer(
  options: ProductionServerOptions,
): Promise<ProductionServer> {
  const origin = `http://127.0.0.1:${options.port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), "bozor-browser-bench-"));
  const server = spawn(process.execPath, [options.serverFile ?? "dist/server/main.mjs"], {
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ...(options.staticDir ? { STATIC_DIR: options.staticDir } : {}),
      // The pages need the demo marketplace.
      ...productionEnv({ SEED_DEMO_DATA: "1" }),
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
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForServer(server, origin);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

/** The first product of the demo catalogue's first search page: a real detail page. */
export async function productPath(origin: string): Promise<string> {
  const answer = await fetch(`${origin}/api/v1/offering/?kind=product&lang=en&page_size=1`);
  if (!answer.ok) throw new Error(`searching products answered ${answer.status}`);
  const body = (await answer.json()) as { items?: Array<{ id: string }> };
  const id = body.items?.[0]?.id;
  if (!id) throw new Error("the demo catalogue has no product");
  return `/search/products/${id}`;
}
