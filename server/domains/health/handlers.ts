import { sql } from "kysely";
import type { AppContext } from "../../context";
import type { Db } from "../../db/database";
import { sendError } from "../../errors";
import type { Lifecycle } from "../../lifecycle";
import { operationHandlers } from "../../operations";

/** How long readiness waits for `select 1` (openapi.yaml, getReadiness). */
export const READINESS_DATABASE_TIMEOUT_MS = 2000;

/**
 * Whether the database answers `select 1` within the time. The query is shared by the probes
 * that arrive while it runs: a database that hangs holds one query, not one per probe.
 */
function databaseCheck(db: Db, withinMs: number): () => Promise<boolean> {
  let query: Promise<boolean> | null = null;
  return async () => {
    query ??= sql`select 1`
      .execute(db)
      .then(
        () => true,
        () => false,
      )
      .finally(() => {
        query = null;
      });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), withinMs);
    });
    try {
      return await Promise.race([query, late]);
    } finally {
      clearTimeout(timer);
    }
  };
}

export function healthHandlers({ db }: AppContext, lifecycle: Lifecycle) {
  const databaseAnswers = databaseCheck(db, READINESS_DATABASE_TIMEOUT_MS);
  return operationHandlers({
    async getLiveness(_request, reply) {
      reply.header("Cache-Control", "no-store");
      return { status: "ok" as const };
    },

    async getReadiness(request, reply) {
      reply.header("Cache-Control", "no-store");
      if (lifecycle.phase() !== "serving") return sendError(reply, 503, "not_ready");
      if (!(await databaseAnswers())) {
        // The probe route logs at warn only (quiet-probes.ts): this line is the one it writes.
        request.log.warn(
          `not ready: the database did not answer within ${READINESS_DATABASE_TIMEOUT_MS} ms`,
        );
        return sendError(reply, 503, "not_ready");
      }
      // The answer may have taken a while: a shutdown that began meanwhile wins.
      if (lifecycle.phase() !== "serving") return sendError(reply, 503, "not_ready");
      return { status: "ok" as const };
    },
  });
}
