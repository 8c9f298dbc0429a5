import type { FastifyInstance } from "fastify";

export interface ShutdownOptions {
  /** Seconds the requests in flight may take before they are cut (`SHUTDOWN_TIMEOUT`). */
  timeoutSeconds: number;
  /** After the app has closed, before the exit: release what the process still holds. */
  afterClose?: () => Promise<void> | void;
  exit?: (code: number) => void;
}

/** After the cut, how long the rest of the close (counters, database) may take. */
const afterCutMs = 5000;

/**
 * SIGTERM or SIGINT stops the server gracefully, then exits 0:
 * - readiness answers `not_ready` at once (server/lifecycle.ts), the listener takes no new
 *   connection, idle keep-alive connections close (app.ts: `forceCloseConnections: "idle"`);
 * - every user socket is closed with 1012 "service restart" (server/realtime/user-socket.ts),
 *   and the clients reconnect to an instance that is ready;
 * - requests in flight finish, each answered with `Connection: close`; those still running
 *   after `timeoutSeconds` are cut, and so are sockets that never answered the close;
 * - then the app's onClose hooks: the batched counters are written, the database is closed.
 * Only the first call does anything.
 */
export function createShutdown(
  app: FastifyInstance,
  options: ShutdownOptions,
): (signal: NodeJS.Signals) => void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let started = false;
  return (signal) => {
    if (started) return;
    started = true;
    app.log.info({ signal }, "shutting down: finishing the requests in flight");
    let giveUp: NodeJS.Timeout | undefined;
    const cut = setTimeout(() => {
      app.log.warn(`requests still open after ${options.timeoutSeconds} s: cutting them`);
      app.server.closeAllConnections();
      for (const client of app.websocketServer.clients) client.terminate();
      giveUp = setTimeout(() => {
        app.log.error("shutdown did not finish: exiting");
        exit(1);
      }, afterCutMs);
      giveUp.unref();
    }, options.timeoutSeconds * 1000);
    cut.unref();
    const settled = () => {
      clearTimeout(cut);
      clearTimeout(giveUp);
    };
    app
      .close()
      .then(() => options.afterClose?.())
      .then(
        () => {
          settled();
          app.log.info("shut down");
          exit(0);
        },
        (error: unknown) => {
          settled();
          app.log.error({ err: error }, "shutdown failed");
          exit(1);
        },
      );
  };
}

/**
 * The shutdown on SIGTERM and SIGINT. The same signal a second time ends the process at once
 * (Node's default for it, the listener being gone).
 */
export function stopOnSignals(app: FastifyInstance, options: ShutdownOptions): void {
  const shutdown = createShutdown(app, options);
  process.once("SIGINT", () => shutdown("SIGINT"));
  process.once("SIGTERM", () => shutdown("SIGTERM"));
}
