import type { SandboxNotification, SandboxOtp } from "../../../sdk/types.gen";
import type { AppContext, OperationHandlers } from "../../context";
import { ApiError } from "../../errors";

/**
 * Only routed when the server runs with the sandbox on (config.sandbox; see
 * sandbox-contract.ts): without it these operations do not exist.
 */
export function devHandlers({ sms, hub }: AppContext): OperationHandlers {
  return {
    async sendSandboxNotification(request, reply) {
      const { user_id } = request.params as { user_id: string };
      const { title, body = "" } = request.body as SandboxNotification;
      const now = new Date();
      // SPEC.md section 3: a notification's id is the current time in milliseconds.
      const delivered = hub.publish(user_id.toLowerCase(), {
        type: "notification",
        id: now.getTime(),
        title,
        body,
        created_at: now.toISOString(),
      });
      return reply.code(202).send({ delivered });
    },
    async getSandboxOtp(request) {
      const { user_id } = request.params as { user_id: string };
      const sent = sms.lastCode(user_id.toLowerCase());
      if (!sent) throw new ApiError(404, "user_not_found");
      const answer: SandboxOtp = { code: sent.code, expires_at: sent.expiresAt.toISOString() };
      return answer;
    },
  };
}
