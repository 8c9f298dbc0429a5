import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database";
import { reconcilePending } from "./charge";
import type { Renewals } from "./renewals";
import type { PaymentServices } from "./services";

/**
 * Every `intervalSeconds`, settles payments left pending and runs a renewal pass. A pass that
 * outlasts the interval is not overlapped; closing the app waits for the one under way. Each
 * instance runs its own: the claims in the renewal job share the work out (renewals.ts).
 */
export function scheduleRenewals(
  app: FastifyInstance,
  db: Db,
  services: PaymentServices,
  renewals: Renewals,
  intervalSeconds: number,
): void {
  if (intervalSeconds <= 0) return;
  let running: Promise<void> | null = null;
  const pass = async () => {
    try {
      await reconcilePending(db, services);
      const report = await renewals.run();
      if (report.renewed + report.failed + report.ended > 0)
        app.log.info({ renewals: report }, "renewal pass");
    } catch (error) {
      app.log.error({ err: error }, "renewal pass failed");
    }
  };
  const timer = setInterval(() => {
    running ??= pass().finally(() => {
      running = null;
    });
  }, intervalSeconds * 1000);
  timer.unref();
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
}
