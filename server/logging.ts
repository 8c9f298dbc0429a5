import type { FastifyServerOptions } from "fastify";

/** The path alone: the login call carries the password in its query string. */
export function pathOnly(url: string | undefined): string {
  if (!url) return "";
  const cut = url.search(/[?#]/);
  return cut === -1 ? url : url.slice(0, cut);
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
    serializers: {
      req(request: RawRequestLike) {
        return {
          method: request.method,
          url: pathOnly(request.url),
          remoteAddress: request.ip ?? request.socket?.remoteAddress,
        };
      },
    },
  };
}
