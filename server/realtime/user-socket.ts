import fastifyWebsocket from "@fastify/websocket";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { WelcomeMessage } from "../../sdk/types.gen";
import type { TokenService } from "../auth/token-service";
import { ApiError, sendError } from "../errors";
import type { Notifier } from "../shared/notifier";
import { CLOSE_SERVICE_RESTART, CLOSE_SESSION_ENDED } from "./close-codes";
import type { Hub } from "./hub";
import type { Live } from "./live";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route answers WebSocket upgrades; every other route refuses them. */
    socket?: boolean;
  }
}

/**
 * The socket's subprotocols (docs/decisions.md, Realtime): the client offers
 * `["bozor.v1", "bozor.token.<access token>"]` and the server answers `bozor.v1`. A browser
 * cannot set headers on a WebSocket, and a token in the address ends up in logs and histories;
 * `Sec-WebSocket-Protocol` is the one header it can set. A JWT's characters (base64url and
 * `.`) are all allowed in a subprotocol name (RFC 6455 section 4.1, RFC 7230 `token`).
 */
const SOCKET_PROTOCOL = "bozor.v1";
const TOKEN_PROTOCOL_PREFIX = "bozor.token.";

function offeredProtocols(request: FastifyRequest): string[] {
  const header = request.headers["sec-websocket-protocol"];
  return (header ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
}

/**
 * The page's own origin only: a page on another site must not open a socket with a token it
 * obtained. Compared by host (and port), the host the page was served from, whatever scheme a
 * proxy in front spoke. A request without `Origin` is not from a browser page (browsers
 * always send it on a WebSocket handshake), so no other site can make a visitor's browser
 * send it; such a client must still present a valid token.
 */
function sameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.host.toLowerCase();
  } catch {
    // "null" (a sandboxed frame, a file) and anything unparsable.
    return false;
  }
}

/**
 * The WebSocket server: answers with `bozor.v1` when offered, and refuses an upgrade on any
 * route that is not a socket (an API path, a page, an unknown path) with a plain HTTP 404,
 * before anything is upgraded.
 *
 * When the app closes (a shutdown), every socket is closed with 1012 "service restart" before
 * the listener stops (the plugin's own would close them without a code), and later handshakes
 * are refused: the clients reconnect to an instance that is ready.
 */
export async function registerSocketServer(app: FastifyInstance): Promise<void> {
  await app.register(fastifyWebsocket, {
    options: {
      handleProtocols: (protocols) => (protocols.has(SOCKET_PROTOCOL) ? SOCKET_PROTOCOL : false),
    },
    preClose(done) {
      const server = app.websocketServer;
      for (const client of server.clients) {
        client.close(CLOSE_SERVICE_RESTART.code, CLOSE_SERVICE_RESTART.reason);
      }
      // From here a handshake is answered 503; the sockets above finish their closing.
      server.close();
      done();
    },
  });
  app.addHook("onRequest", async (request, reply) => {
    if (request.ws && !request.routeOptions.config?.socket) {
      return sendError(reply, 404, "not_found");
    }
  });
}

/**
 * `/ws/user/:id/`: the user's live socket. Checked before the upgrade, so a refusal is a plain
 * HTTP answer: the origin (403), the token from the subprotocols (401, also when its session
 * was logged out), the user (403). Once open, the hub closes it when the token expires or the
 * session ends (server/realtime/close-codes.ts). Its first message is the welcome, with the
 * person's unread count for the header's badge (`WelcomeMessage`).
 */
export function registerUserSocket(
  app: FastifyInstance,
  tokens: TokenService,
  hub: Hub,
  live: Live,
  notifier: Notifier,
): void {
  // Told to every instance: the session's sockets may be held by any of them.
  tokens.onSessionEnded((session) => void live.send({ kind: "session_ended", session }));
  live.on("session_ended", ({ session }) => hub.endSession(session));
  app.route<{ Params: { id: string } }>({
    method: "GET",
    url: "/ws/user/:id/",
    config: { socket: true },
    preValidation: async (request) => {
      if (!sameOrigin(request)) throw new ApiError(403, "not_authorized_action");
      const protocols = offeredProtocols(request);
      const token = protocols
        .find((name) => name.startsWith(TOKEN_PROTOCOL_PREFIX))
        ?.slice(TOKEN_PROTOCOL_PREFIX.length);
      const claims = token ? await tokens.readAccess(token) : null;
      if (!claims || !(await tokens.sessionActive(claims.sessionId))) {
        throw new ApiError(401, "not_authenticated");
      }
      const { id } = request.params;
      if (claims.userId !== id.toLowerCase()) throw new ApiError(403, "not_authorized_action");
      if (!protocols.includes(SOCKET_PROTOCOL)) throw new ApiError(400, "validation_error");
      request.auth = claims;
    },
    // A plain GET on the socket path is not a page.
    handler: async () => {
      throw new ApiError(404, "not_found");
    },
    wsHandler: async (socket, request) => {
      const claims = request.auth;
      if (!claims) {
        socket.close(1008, "not_authenticated");
        return;
      }
      hub.add(claims.userId, socket, {
        id: claims.sessionId,
        expiresAt: claims.expiresAt,
        role: claims.role,
      });
      // A log-out that committed after the check above found no socket to close: look again
      // now that the hub holds this one, so no revocation falls between the two.
      if (!(await tokens.sessionActive(claims.sessionId))) {
        socket.close(CLOSE_SESSION_ENDED.code, CLOSE_SESSION_ENDED.reason);
        return;
      }
      const welcome: WelcomeMessage = {
        type: "welcome",
        unread: await notifier.unreadCount(claims.userId),
      };
      socket.send(JSON.stringify(welcome));
    },
  });
}
