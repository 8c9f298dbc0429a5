import { mkdtemp, rm } from "node:fs/promises";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import WebSocket from "ws";
import { CLOSE_SERVICE_RESTART } from "../../server/realtime/close-codes";
import { createShutdown } from "../../server/shutdown";
import { dropSchema, startApp, type TestApp } from "./helper";
import {
  postgresSchemaEnv,
  type ServerProcess,
  startServerProcess,
  writeMigratedDatabase,
} from "./server-process";

// A production server in its own process (NODE_ENV=production, the real secrets' checks, JSON
// logs) stopped by SIGTERM while a socket is open and requests are on their way.

const userId = "00000000-0000-4000-8000-000000000002";

/** What production requires, made up for the test; the processor is never called. */
const productionEnv = {
  NODE_ENV: "production",
  SANDBOX: "0",
  LOG_LEVEL: "info",
  JWT_SECRET: "test-jwt-secret-0123456789abcdefghijklmnop",
  CARD_TOKEN_KEY: "test-card-token-key-0123456789abcdefghijk",
  PAYMENT_PROVIDER: "atmos",
  ATMOS_BASE_URL: "https://atmos.invalid",
  ATMOS_CONSUMER_KEY: "key",
  ATMOS_CONSUMER_SECRET: "secret",
  ATMOS_STORE_ID: "1",
  SHUTDOWN_TIMEOUT: "5",
};

/** A request written by hand over its own connection, in parts; resolves with all it read. */
function rawRequest(port: number): { socket: Socket; answer: Promise<string> } {
  const socket = connect(port, "127.0.0.1");
  let answer = "";
  socket.on("data", (chunk: Buffer) => {
    answer += chunk.toString();
  });
  return {
    socket,
    answer: new Promise((resolve) => {
      socket.on("close", () => resolve(answer));
      socket.on("error", () => resolve(answer));
    }),
  };
}

/** Status, headers (lower-cased names) and JSON body of one HTTP/1.1 answer. */
function parseAnswer(raw: string) {
  const [head = "", body = ""] = raw.split("\r\n\r\n");
  const [statusLine = "", ...headerLines] = head.split("\r\n");
  const headers = Object.fromEntries(
    headerLines.map((line) => {
      const colon = line.indexOf(":");
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  return { status: Number(statusLine.split(" ")[1]), headers, body: JSON.parse(body) as unknown };
}

async function refused(url: string): Promise<boolean> {
  try {
    await fetch(url);
    return false;
  } catch (error) {
    return (error as { cause?: { code?: string } }).cause?.code === "ECONNREFUSED";
  }
}

describe("a production server", () => {
  const postgres = postgresSchemaEnv();
  let dataDir = "";
  let server: ServerProcess;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "bozor-shutdown-"));
    if (!postgres) await writeMigratedDatabase(dataDir);
    // Started here, in the hook's longer time: a fresh process seeds the demo data first. Its
    // own limit comes before the hook's, so a slow start is killed, not left running.
    server = await startServerProcess({
      timeoutMs: 50_000,
      env: {
        ...productionEnv,
        // Asked for explicitly: the test signs in as a demo account.
        SEED_DEMO_DATA: "1",
        DATA_DIR: dataDir,
        ...postgres?.env,
      },
    });
  });
  afterAll(async () => {
    await server?.stop("SIGKILL");
    await rm(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  });

  it("refuses to start without its secrets: one line naming them, exit 1", async () => {
    const start = startServerProcess({
      env: { NODE_ENV: "production", SANDBOX: "0", DATA_DIR: dataDir },
    });
    const error = await start.then(
      () => new Error("the server started"),
      (refusal: unknown) => refusal as Error,
    );
    expect(error.message).toContain("the server exited (1) before listening");
    const printed = error.message.split("before listening:\n")[1]?.trim() ?? "";
    expect(printed.split("\n")).toEqual([
      expect.stringMatching(/^bozor: NODE_ENV=production refuses to start: /),
    ]);
    for (const name of ["JWT_SECRET", "CARD_TOKEN_KEY", "PAYMENT_PROVIDER"]) {
      expect(printed).toContain(name);
    }
  });

  it("on SIGTERM: closes sockets with 1012, finishes requests in flight, exits 0", async () => {
    const { url, port } = server;
    const ready = await fetch(`${url}/api/v1/health/ready/`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ok" });

    const login = await fetch(
      `${url}/api/v1/auth/login/?username=user@demo.uz&password=demo12345`,
      {
        method: "POST",
      },
    );
    expect(login.status).toBe(200);
    const tokens = (await login.json()) as { access: string; refresh: string };

    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws/user/${userId}/`, [
      "bozor.v1",
      `bozor.token.${tokens.access}`,
    ]);
    const welcomed = new Promise((resolve) => socket.once("message", resolve));
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      socket.once("close", (code, reason) => resolve({ code, reason: String(reason) })),
    );
    await welcomed;

    // In flight: a refresh whose body has not all arrived, and a readiness probe whose
    // headers have not; both were begun before the signal.
    const body = JSON.stringify({ refresh: tokens.refresh });
    const refresh = rawRequest(port);
    refresh.socket.write(
      `POST /api/v1/auth/refresh/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );
    const probe = rawRequest(port);
    probe.socket.write("GET /api/v1/health/ready/ HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    // Both requests have reached the server before the signal.
    await new Promise((resolve) => setTimeout(resolve, 200));

    server.child.kill("SIGTERM");

    expect(await closed).toEqual({
      code: CLOSE_SERVICE_RESTART.code,
      reason: CLOSE_SERVICE_RESTART.reason,
    });
    expect(CLOSE_SERVICE_RESTART.code).toBe(1012);
    // The listener takes no new connection.
    await vi.waitFor(async () => expect(await refused(`${url}/api/v1/health/live/`)).toBe(true));

    probe.socket.end("\r\n");
    const probed = parseAnswer(await probe.answer);
    expect(probed.status).toBe(503);
    expect(probed.body).toEqual({ detail: "not_ready" });

    refresh.socket.write(body.slice(10));
    const refreshed = parseAnswer(await refresh.answer);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toEqual({ access: expect.any(String), refresh: expect.any(String) });
    // Its connection ends with the answer rather than idling until the keep-alive timeout.
    expect(refreshed.headers.connection).toBe("close");

    expect(await server.exited).toBe(0);

    // One JSON object per line (pino, no pretty printer); no query string, no secret.
    const lines = server.output().trimEnd().split("\n");
    const records = lines.map((line) => JSON.parse(line) as { msg?: string; level: number });
    const said = records.map((record) => record.msg ?? "");
    expect(said).toEqual(
      expect.arrayContaining([expect.stringContaining("shutting down"), "shut down"]),
    );
    // Everything had ended by itself: nothing was cut at SHUTDOWN_TIMEOUT.
    expect(said.filter((msg) => msg.includes("cutting"))).toEqual([]);
    const printed = server.output();
    for (const secret of [
      "demo12345",
      "password=",
      tokens.access,
      tokens.refresh,
      productionEnv.JWT_SECRET,
      productionEnv.CARD_TOKEN_KEY,
    ]) {
      expect(printed).not.toContain(secret);
    }
    // The probes are not logged per request.
    expect(lines.filter((line) => line.includes("/api/v1/health/"))).toEqual([]);
  });
});

describe("a shutdown that outlasts SHUTDOWN_TIMEOUT", () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ logLevel: "info" }, { logStream: { write: (l) => lines.push(l) } });
    await t.app.listen({ host: "127.0.0.1", port: 0 });
  });

  it("cuts the requests still open, then closes the database and exits 0", async () => {
    const { port } = t.app.server.address() as { port: number };
    // A body that never arrives in full.
    const stuck = rawRequest(port);
    stuck.socket.write(
      'POST /api/v1/auth/refresh/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"re',
    );
    await new Promise((resolve) => setTimeout(resolve, 200));

    const started = Date.now();
    const code = await new Promise<number>((exit) =>
      createShutdown(t.app, { timeoutSeconds: 1, exit })("SIGTERM"),
    );
    const took = Date.now() - started;
    expect(code).toBe(0);
    expect(took).toBeGreaterThanOrEqual(950);
    expect(took).toBeLessThan(5000);
    // Cut without an answer.
    expect(await stuck.answer).toBe("");
    const said = lines.map((line) => (JSON.parse(line) as { msg?: string }).msg ?? "");
    expect(said).toEqual(
      expect.arrayContaining(["requests still open after 1 s: cutting them", "shut down"]),
    );
    await dropSchema(t.config.database);
  });
});
