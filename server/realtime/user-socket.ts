import type { FastifyInstance } from "fastify";
import type { TokenService } from "../auth/token-service";
import { ApiError } from "../errors";
import type { Hub } from "./hub";

/**
 * `/ws/user/:id/?token=…`: browsers cannot set headers on a WebSocket, so the access token
 * travels in the query. It is checked before the upgrade, so a refusal is a plain HTTP answer.
 */
export function registerUserSocket(app: FastifyInstance, tokens: TokenService, hub: Hub): void {
  app.route({
    method: "GET",
    url: "/ws/user/:id/",
    preValidation: async (request) => {
      const { token } = request.query as { token?: string };
      const { id } = request.params as { id: string };
      const claims = token ? await tokens.readAccess(token) : null;
      if (!claims) throw new ApiError(401, "not_authenticated");
      if (claims.userId !== id.toLowerCase()) throw new ApiError(403, "not_authorized_action");
      request.auth = claims;
    },
    // A plain GET on the socket path is not a page.
    handler: async () => {
      throw new ApiError(404, "not_found");
    },
    wsHandler: (socket, request) => {
      const userId = request.auth?.userId;
      if (!userId) {
        socket.close(1008, "not_authenticated");
        return;
      }
      hub.add(userId, socket);
      socket.send(JSON.stringify({ type: "welcome", user_id: userId }));
    },
  });
}
