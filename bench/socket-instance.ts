import type { AddressInfo } from "node:net";
import { buildServer } from "../server/app";
import { loadConfig } from "../server/config";

/**
 * One server instance of `npm run bench:sockets`, in a process of its own: the server that
 * `server/main.ts` starts (buildServer with the configuration from the environment), plus a
 * message channel to the bench, so the instance can report its own heap after a full garbage
 * collection (`node --expose-gc`), which no outside view of a process can.
 */

/** Set in the environment of a forked instance: the bench's bundle then serves, not benches. */
export const instanceRoleVariable = "BOZOR_BENCH_SOCKET_INSTANCE";

export interface InstanceMemory {
  rss: number;
  heapUsed: number;
  /** Memory outside the V8 heap that objects hold (the sockets' buffers among it). */
  external: number;
}

export type ToInstance = { type: "memory" } | { type: "stop" };
export type FromInstance =
  | { type: "ready"; port: number }
  | { type: "memory"; memory: InstanceMemory };

function collectGarbage(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error("the instance must run with node --expose-gc");
  // Twice: the first pass can leave objects that only become unreachable after finalizers ran.
  gc();
  gc();
}

export async function serveInstance(): Promise<void> {
  const send = (message: FromInstance) => process.send?.(message);
  if (!process.send) throw new Error("the bench instance must be forked with an IPC channel");
  const app = await buildServer({ ...loadConfig(process.env), port: 0, seedDemoData: false });
  await app.listen({ host: "127.0.0.1", port: 0 });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void app.close().finally(() => process.exit(0));
  };
  // Also when the bench went away (killed, crashed): nobody else would stop this instance.
  process.once("disconnect", stop);
  process.on("message", (message: ToInstance) => {
    if (message.type === "stop") return stop();
    collectGarbage();
    const { rss, heapUsed, external } = process.memoryUsage();
    send({ type: "memory", memory: { rss, heapUsed, external } });
  });
  send({ type: "ready", port: (app.server.address() as AddressInfo).port });
}
