import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { READINESS_DATABASE_TIMEOUT_MS } from "../../server/domains/health/handlers";
import { createLifecycle } from "../../server/lifecycle";
import { startApp, type TestApp } from "./helper";

// Liveness and readiness in process; the readiness of an instance that is shutting down is in
// graceful-shutdown.test.ts, with a real process and a real signal.

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await startApp({ logLevel: "info" }, { logStream: { write: (line) => lines.push(line) } });
});
afterAll(async () => t.close());

const live = () => t.app.inject({ method: "GET", url: "/api/v1/health/live/" });
const ready = () => t.app.inject({ method: "GET", url: "/api/v1/health/ready/" });

describe("health probes", () => {
  it("answer ok while the instance serves and its database answers, never cached", async () => {
    for (const response of [await live(), await ready()]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: "ok" });
      expect(response.headers["cache-control"]).toBe("no-store");
    }
  });

  it("are not limited per address and write no log line per probe", async () => {
    const before = lines.length;
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        t.app.inject({
          method: "GET",
          url: i % 2 ? "/api/v1/health/ready/" : "/api/v1/health/live/",
          remoteAddress: "203.0.113.9",
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    expect(lines.slice(before).filter((line) => line.includes("/api/v1/health/"))).toEqual([]);
    // The same app does log other requests at info.
    await t.app.inject({ method: "GET", url: "/api/v1/currency/" });
    expect(lines.slice(before).some((line) => line.includes("/api/v1/currency/"))).toBe(true);
  });

  it("answers not_ready while the database does not answer in time, and says so once", async () => {
    const { database } = t.config;
    // Every connection held by a transaction that waits: PGlite has one, node-postgres's pool
    // (server/db/database.ts) ten. (A pg_sleep would not do on PGlite: it runs in this thread.)
    const connections = database.kind === "pglite" ? 1 : 10;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held = Array.from({ length: connections }, () =>
      t.app.services.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        await gate;
      }),
    );
    const before = lines.length;
    const started = Date.now();
    const waiting = await ready();
    expect(waiting.statusCode).toBe(503);
    expect(waiting.json()).toEqual({ detail: "not_ready" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(READINESS_DATABASE_TIMEOUT_MS - 50);
    // Liveness reads nothing: the process still runs.
    expect((await live()).statusCode).toBe(200);
    const said = lines
      .slice(before)
      .map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(said).toEqual([
      expect.objectContaining({ level: 40, msg: expect.stringContaining("database") }),
    ]);
    release();
    await Promise.all(held);
    expect((await ready()).statusCode).toBe(200);
  });
});

describe("lifecycle", () => {
  it("goes from starting to serving to stopping, and a stop is never undone", () => {
    const lifecycle = createLifecycle();
    expect(lifecycle.phase()).toBe("starting");
    lifecycle.serving();
    expect(lifecycle.phase()).toBe("serving");
    lifecycle.stopping();
    lifecycle.serving();
    expect(lifecycle.phase()).toBe("stopping");
    const stoppedEarly = createLifecycle();
    stoppedEarly.stopping();
    stoppedEarly.serving();
    expect(stoppedEarly.phase()).toBe("stopping");
  });
});
