import type { SandboxOtp } from "../../../sdk/types.gen";
import type { AppContext, OperationHandlers } from "../../context";
import { ApiError } from "../../errors";

export function devHandlers({ config, sms }: AppContext): OperationHandlers {
  return {
    async getSandboxOtp(request) {
      // In production the sandbox does not exist: the same answer as any unknown path.
      if (config.nodeEnv === "production") throw new ApiError(404, "not_found");
      const { user_id } = request.params as { user_id: string };
      const sent = sms.lastCode(user_id.toLowerCase());
      if (!sent) throw new ApiError(404, "user_not_found");
      const answer: SandboxOtp = { code: sent.code, expires_at: sent.expiresAt.toISOString() };
      return answer;
    },
  };
}
