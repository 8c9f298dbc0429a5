import { type ChildProcess, fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import type { DatabaseConfig } from "../server/config";
import {
  connectAll,
  deliverAtRate,
  deliverInWaves,
  type HeldSocket,
  notificationListener,
} from "./socket-clients";
import {
  type FromInstance,
  type InstanceMemory,
  instanceRoleVariable,
  serveInstance,
  type ToInstance,
} from "./socket-instance";
import { preparePeople } from "./socket-people";
import { deliveryGoalP95, printSocketReport, type SocketRun } from "./socket-report";

/**
 * `npm run bench:sockets`: 1,000 people each holding one live socket, on one instance over the
 * embedded database and on two instances sharing a PostgreSQL (DATABASE_URL, by default the
 * local `test` database, in a fresh schema dropped afterwards); each person is sent a
 * notification through the sandbox's create call, on PostgreSQL through the instance that does
 * not hold their socket, and timed from the call to the socket's message.
 *
 * Each instance is a process of its own (bench/socket-instance.ts, forked from this bundle):
 * the two instances and the 1,000 clients of this process would otherwise share one event
 * loop, and the time one spends would be counted as the other's delivery time. A measurement,
 * not a test: the exit code is 0 whatever the figures (1 only when the bench itself breaks).
 */

const defaultPostgres = "postgres://postgres@127.0.0.1:5432/test";

function option(name: string, env: string, fallback: number): number {
  const flag = process.argv.indexOf(`--${name}`);
  const raw = flag >= 0 ? process.argv[flag + 1] : process.env[env];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw.replace(/_/g, ""));
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`--${name} / ${env}: not a count: ${raw}`);
  return value;
}

interface Instance {
  host: string;
  memory(): Promise<InstanceMemory>;
  stop(): Promise<void>;
}

/** Forks this bundle as a server instance on `databaseEnv` and waits until it listens. */
async function startInstance(databaseEnv: Record<string, string>): Promise<Instance> {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), [], {
    execArgv: ["--expose-gc"],
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      [instanceRoleVariable]: "1",
      // The sandbox's create call is what puts a notification on a person's screen here;
      // the sandbox refuses to run in production, so the instances run as in development.
      NODE_ENV: "development",
      SANDBOX: "1",
      LOG_LEVEL: "warn",
      RENEWAL_INTERVAL: "0",
      STATIC_DIR: path.join(tmpdir(), "bozor-bench-no-static-build"),
      ...databaseEnv,
    },
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  let printed = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    printed += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    printed += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const next = <T extends FromInstance["type"]>(type: T) =>
    new Promise<Extract<FromInstance, { type: T }>>((resolve, reject) => {
      const listen = (message: FromInstance) => {
        if (message.type !== type) return;
        child.off("message", listen);
        resolve(message as Extract<FromInstance, { type: T }>);
      };
      child.on("message", listen);
      void exited.then((code) =>
        reject(new Error(`a bench instance exited (${code}):\n${printed}`)),
      );
    });
  const ready = await next("ready");
  return {
    host: `127.0.0.1:${ready.port}`,
    async memory() {
      const answer = next("memory");
      child.send({ type: "memory" } satisfies ToInstance);
      return (await answer).memory;
    },
    async stop() {
      if (child.exitCode === null) child.send({ type: "stop" } satisfies ToInstance);
      await exited;
    },
  };
}

interface Target {
  label: string;
  instances: number;
  database: DatabaseConfig;
  env: Record<string, string>;
  cleanUp(): Promise<void>;
}

async function embeddedTarget(): Promise<Target> {
  const dir = await mkdtemp(path.join(tmpdir(), "bozor-bench-sockets-"));
  const dataDir = path.join(dir, "data");
  return {
    label: "embedded (PGlite), 1 instance",
    instances: 1,
    database: { kind: "pglite", dataDir },
    env: { DATA_DIR: dataDir },
    cleanUp: () => rm(dir, { recursive: true, force: true }),
  };
}

function postgresTarget(url: string): Target {
  const schema = `bench_sockets_${randomBytes(6).toString("hex")}`;
  return {
    label: "PostgreSQL, 2 instances",
    instances: 2,
    database: { kind: "postgres", url, schema },
    env: { DATABASE_URL: url, DATABASE_SCHEMA: schema },
    async cleanUp() {
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

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Pacing {
  sockets: number;
  /** Create calls a second in the steady run. */
  rate: number;
  /** Create calls at once in the waves run. */
  wave: number;
}

async function benchTarget(target: Target, { sockets, rate, wave }: Pacing): Promise<SocketRun> {
  console.log(`\n${target.label}: a fresh database with ${sockets} people…`);
  const prepared = performance.now();
  const people = await preparePeople(target.database, sockets);
  console.log(
    `  people and their sessions ready in ${((performance.now() - prepared) / 1000).toFixed(1)} s`,
  );
  const instances: Instance[] = [];
  let held: HeldSocket[] = [];
  try {
    for (let i = 0; i < target.instances; i++) instances.push(await startInstance(target.env));
    // The offering index and the first queries settle before anything is measured.
    await pause(1000);
    const memoryBefore = await Promise.all(instances.map((instance) => instance.memory()));
    const hosts = instances.map((instance) => instance.host);
    console.log(
      `  ${instances.length} instance(s) at ${hosts.join(", ")}; connecting ${sockets} sockets…`,
    );
    const connected = await connectAll(people, hosts, (i) => i % instances.length);
    held = connected.held;
    await pause(1000);
    const memoryAfter = await Promise.all(instances.map((instance) => instance.memory()));
    const listener = notificationListener(held);
    // Through the instance after the holder's: another one whenever there are two.
    const senderOf = (socket: HeldSocket) => hosts[(socket.instance + 1) % hosts.length] ?? "";
    console.log(`  ${held.length} open; warming up with ${wave} notifications…`);
    await deliverInWaves(held.slice(0, wave), listener, senderOf, "warm-up", wave);
    console.log(`  steady: ${held.length} notifications, ${rate} a second…`);
    const steady = await deliverAtRate(held, listener, senderOf, "steady", rate);
    console.log(`  waves: ${held.length} notifications, ${wave} at once…`);
    const waves = await deliverInWaves(held, listener, senderOf, "waves", wave);
    console.log(`  burst: ${held.length} notifications at once…`);
    const burst = await deliverInWaves(held, listener, senderOf, "burst", held.length);
    return {
      label: target.label,
      instances: instances.length,
      sockets,
      connected,
      memoryBefore,
      memoryAfter,
      steady,
      waves,
      burst,
    };
  } finally {
    for (const { socket } of held) socket.terminate();
    await Promise.all(instances.map((instance) => instance.stop()));
    await target.cleanUp();
  }
}

async function main(): Promise<void> {
  const pacing: Pacing = {
    sockets: option("sockets", "BENCH_SOCKETS", 1000),
    rate: option("rate", "BENCH_RATE", 50),
    wave: option("wave", "BENCH_WAVE", 50),
  };
  const { sockets, rate, wave } = pacing;
  const url = process.env.DATABASE_URL || defaultPostgres;
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");
  console.log(
    `bench:sockets — Node ${process.version}, ${availableParallelism()} CPUs (load average ${load}), ${sockets} sockets`,
  );
  const runs: SocketRun[] = [];
  runs.push(await benchTarget(await embeddedTarget(), pacing));
  try {
    runs.push(await benchTarget(postgresTarget(url), pacing));
  } catch (error) {
    console.error(`\nPostgreSQL at ${url.replace(/\/\/[^@/]*@/, "//…@")} failed:`, error);
    process.exitCode = 1;
  }
  printSocketReport(runs);
  console.log(
    [
      "",
      `Delivery: from just before the create call (POST /api/v1/dev/notify/{id}/) to the socket's message, timed in this process; goal p95 ≤ ${deliveryGoalP95} ms.`,
      `steady: ${rate} create calls a second, each on time whatever the earlier ones did (delivery at that rate); waves: ${wave} at once, the next wave once this one arrived (delivery behind ${wave - 1} others); burst: all ${sockets} at once, so most of its time is queueing behind the other create calls. A notification not heard 10 s after its call answered counts as lost.`,
      "On PostgreSQL the people's sockets alternate between the two instances and each notification is created through the other one, so it crosses instances by LISTEN/NOTIFY; the embedded database admits one process, so there the one instance both creates and delivers (still through its NOTIFY).",
      "Each instance is its own Node process (the server as buildServer builds it, forked with --expose-gc): memory is that process's own process.memoryUsage() after a full garbage collection, before and after the sockets opened; per socket = the growth over all instances / sockets open. RSS also moves with what the allocator hands back (it can fall across a collection), so the heap is the steadier figure.",
      `The ${sockets} ws clients run in this process, which also times them: their own cost is in the figures. Load average at the end: ${loadavg()
        .map((value) => value.toFixed(2))
        .join(" ")} (other work on this machine shares its ${availableParallelism()} CPUs).`,
    ].join("\n"),
  );
}

if (process.env[instanceRoleVariable]) {
  await serveInstance();
} else {
  await main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
