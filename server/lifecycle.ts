import type { FastifyInstance } from "fastify";

/**
 * Where this instance is in its life, as readiness reports it (server/domains/health): starting
 * until every plugin and route is loaded (the migrations ran before that), serving, and stopping
 * from the first moment of a shutdown, so a load balancer stops sending new requests while those
 * in flight finish.
 */
export type Phase = "starting" | "serving" | "stopping";

export interface Lifecycle {
  phase(): Phase;
  serving(): void;
  stopping(): void;
}

export function createLifecycle(): Lifecycle {
  let current: Phase = "starting";
  return {
    phase: () => current,
    serving() {
      // A shutdown that began while starting is not undone.
      if (current === "starting") current = "serving";
    },
    stopping() {
      current = "stopping";
    },
  };
}

/**
 * The app's lifecycle: serving once every route is loaded (onReady), stopping from the first
 * moment of close() (preClose). A request in flight when the shutdown began is answered with
 * `Connection: close`, so its connection ends with the answer instead of idling until Node's
 * keep-alive timeout and holding the shutdown up.
 */
export function registerLifecycle(app: FastifyInstance): Lifecycle {
  const lifecycle = createLifecycle();
  app.addHook("onReady", async () => lifecycle.serving());
  app.addHook("preClose", async () => lifecycle.stopping());
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (lifecycle.phase() === "stopping") reply.header("Connection", "close");
    done(null, payload);
  });
  return lifecycle;
}
