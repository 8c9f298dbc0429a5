import type { FastifyInstance, LogLevel } from "fastify";

/** The contract's probe operations (openapi.yaml, tag `health`). */
const probeOperations = new Set(["getLiveness", "getReadiness"]);

const severity: Record<LogLevel, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Number.POSITIVE_INFINITY,
};

const isLogLevel = (level: string): level is LogLevel => Object.hasOwn(severity, level);

/**
 * A load balancer asks every few seconds per instance: at the default level each probe would
 * write two lines (request, response). The probe routes log at warn, so only a probe that finds
 * the database away says so. Register before the contract's routes: this sets the level as
 * each route is added.
 */
export function registerQuietProbes(app: FastifyInstance): void {
  // Never more talkative than the app: LOG_LEVEL=error stays error here too.
  const appLevel = app.log.level;
  const level: LogLevel =
    isLogLevel(appLevel) && severity[appLevel] > severity.warn ? appLevel : "warn";
  app.addHook("onRoute", (route) => {
    const schema = route.schema as { operationId?: unknown } | undefined;
    if (typeof schema?.operationId === "string" && probeOperations.has(schema.operationId)) {
      route.logLevel = level;
    }
  });
}
