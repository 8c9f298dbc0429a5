/**
 * Why the server closes a user socket, as the client's socket machine reads it
 * (machines/socket.machine.ts keeps the same numbers; docs/decisions.md, Realtime). 4000–4999
 * are the codes RFC 6455 leaves to applications.
 */
export const CLOSE_TOKEN_EXPIRED = { code: 4001, reason: "token_expired" } as const;
/** Log-out or a refresh-token reuse revoked the session: reconnecting will not be accepted. */
export const CLOSE_SESSION_ENDED = { code: 4003, reason: "session_ended" } as const;
/** The server is stopping; the client reconnects as after any close. */
export const CLOSE_SHUTDOWN = { code: 1001, reason: "shutdown" } as const;
