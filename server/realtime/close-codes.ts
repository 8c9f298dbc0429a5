/**
 * Why the server closes a user socket, as the client's socket machine reads it
 * (machines/socket.machine.ts keeps the same numbers; docs/decisions.md, Realtime). 4000–4999
 * are the codes RFC 6455 leaves to applications.
 */
export const CLOSE_TOKEN_EXPIRED = { code: 4001, reason: "token_expired" } as const;
/** Log-out or a refresh-token reuse revoked the session: reconnecting will not be accepted. */
export const CLOSE_SESSION_ENDED = { code: 4003, reason: "session_ended" } as const;
/**
 * The instance is shutting down (SIGTERM, a deploy): RFC 6455's 1012 "service restart". The
 * client reconnects after its usual wait, and the load balancer sends it to an instance that
 * is ready; the sockets of one person may live on any instance (docs/decisions.md, Realtime
 * across instances).
 */
export const CLOSE_SERVICE_RESTART = { code: 1012, reason: "service_restart" } as const;
