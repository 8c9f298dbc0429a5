import type { SandboxOtp } from "../../../sdk/types.gen";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { operationHandlers } from "../../operations";

/**
 * Only routed when the server runs with the sandbox on (config.sandbox; see
 * sandbox-contract.ts): without it these operations do not exist.
 */
export function devHandlers({ sms, hub }: AppContext) {
  return operationHandlers({
    async sendSandboxNotification(request, reply) {
      const { user_id } = request.params;
      const { title, body = "" } = request.body;
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
      const { user_id } = request.params;
      const sent = sms.lastCode(user_id.toLowerCase());
      if (!sent) throw new ApiError(404, "user_not_found");
      const answer: SandboxOtp = { code: sent.code, expires_at: sent.expiresAt.toISOString() };
      return answer;
    },
  });
}
