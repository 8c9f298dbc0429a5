import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { ErrorCode } from "../sdk/types.gen";

/**
 * The answer to a request Node's HTTP parser refused before any route saw it (a raw,
 * not percent-encoded, non-ASCII byte in the address; a malformed request line; headers over
 * the limit): the contract's `{detail}` with a code the client translates, instead of
 * Fastify's own `{"error":"Bad Request",…}`. Browsers never send such requests; scripts do.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has no one to answer.
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, detail]: [number, ErrorCode] =
    error.code === "HPE_HEADER_OVERFLOW"
      ? [431, "payload_too_large"]
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [408, "validation_error"]
        : [400, "validation_error"];
  const body = JSON.stringify({ detail });
  // Written by hand: no hook runs for a request the parser refused, helmet's included.
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
