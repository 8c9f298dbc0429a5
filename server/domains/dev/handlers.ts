import type { SandboxOtp } from "../../../sdk/types.gen";
import { type AppContext, idParam } from "../../context";
import { ApiError } from "../../errors";
import { operationHandlers } from "../../operations";
import { decideVerification } from "../../shared/business-verification";

/**
 * Only routed when the server runs with the sandbox on (config.sandbox; see
 * sandbox-contract.ts): without it these operations do not exist.
 */
export function devHandlers(ctx: AppContext) {
  const { sms, email, hub, notifier, db } = ctx;
  return operationHandlers({
    async sendSandboxNotification(request, reply) {
      const userId = request.params.user_id.toLowerCase();
      const { title, body = "" } = request.body;
      const known = await db
        .selectFrom("users")
        .select("id")
        .where("id", "=", userId)
        .executeTakeFirst();
      if (!known) throw new ApiError(404, "user_not_found");
      // Stored like any other notification: the person finds it on /notifications later.
      const notification = await notifier.notify(userId, "message", { title, body });
      return reply.code(202).send({ delivered: hub.connections(userId), notification });
    },
    // Decides as the administration will (server/shared/business-verification.ts), by nobody.
    async setSandboxBusinessStatus(request) {
      const { status, reason } = request.body;
      return decideVerification(ctx, idParam(request.params), status, reason ?? null);
    },
    async getSandboxOtp(request) {
      const { user_id } = request.params;
      const userId = user_id.toLowerCase();
      // The last code sent to the person either way: by SMS (registration, a new phone) or
      // by email (a new email address).
      const sent = [sms.lastCode(userId), email.lastCode(userId)]
        .filter((code) => code !== null)
        .sort((a, b) => b.sentAt.getTime() - a.sentAt.getTime())[0];
      if (!sent) throw new ApiError(404, "user_not_found");
      const answer: SandboxOtp = { code: sent.code, expires_at: sent.expiresAt.toISOString() };
      return answer;
    },
  });
}
