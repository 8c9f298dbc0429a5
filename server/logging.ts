import type { FastifyError, FastifyServerOptions } from "fastify";

/** The path alone: the login call carries the password in its query string. */
export function pathOnly(url: string | undefined): string {
  if (!url) return "";
  const cut = url.search(/[?#]/);
  return cut === -1 ? url : url.slice(0, cut);
}

// Inside a JSON string: an escape (`\"`, `\\`, `\/`, `\u0041`) counts as one character, so an
// escaped quote in a query does not end it early; `\n`, `\r` and `\t` end it (a stack trace's
// next line), as do a space and the string's closing quote.
const jsonChar = String.raw`\\u[0-9a-fA-F]{4}|\\["\\/]`;
/**
 * A query string or fragment in a JSON-encoded log line: a `?` or `#` after a path segment, or
 * at the start of a JSON string or a word, up to the end of the word. The path segment before it is
 * kept. A segment never spans a `/`, so a long path with many segments is scanned once.
 */
const queryInLine = new RegExp(
  String.raw`(\/(?:${jsonChar}|[^\s"\\?#/])*|["\s:=])[?#](?:${jsonChar}|[^\s"\\])*`,
  "g",
);

/**
 * Removes every query string and fragment from a log line, whoever wrote it: Fastify's
 * "Route GET:/x?… not found", @fastify/websocket's paths, an error message that names its URL.
 * Queries carry passwords (login) and tokens, and no log line may hold them.
 */
export function scrubLogLine(line: string): string {
  return line.replace(queryInLine, "$1");
}

interface RawRequestLike {
  method?: string;
  url?: string;
  ip?: string;
  socket?: { remoteAddress?: string };
}

export interface LogStream {
  write(message: string): void;
}

export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions["logger"] {
  return {
    level,
    ...(stream && { stream }),
    redact: ["req.headers.authorization", "req.query"],
    // The one place every line passes, after serializers and formatting.
    hooks: { streamWrite: scrubLogLine },
    serializers: {
      req(request: RawRequestLike) {
        return {
          method: request.method,
          url: pathOnly(request.url),
          remoteAddress: request.ip ?? request.socket?.remoteAddress,
        };
      },
      // Named fields only: pino's default copies every property, and the HTTP parser's errors
      // carry the raw request bytes (`rawPacket`), which no text scrubbing can see into.
      err(error: Partial<FastifyError>) {
        return {
          type: typeof error.name === "string" ? error.name : "Error",
          message: String(error.message ?? ""),
          stack: String(error.stack ?? ""),
          ...(typeof error.code === "string" && { code: error.code }),
          ...(typeof error.statusCode === "number" && { statusCode: error.statusCode }),
        };
      },
    },
  };
}
