import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";
import fastifyCompress from "@fastify/compress";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

// Smaller answers go as they are: the encoding would save less than a packet.
const threshold = 1024;

export type Encoding = "br" | "gzip";
// Best first.
const encodings: Encoding[] = ["br", "gzip"];

/**
 * API answers compressed for the clients that accept it: a page of 24 search cards is ~19 KB
 * of JSON and ~5 KB as brotli, a difference a phone on a slow link waits for before it can
 * show the results and ask for their images. Brotli at quality 2 takes ~0.06 ms for such a
 * page, half of quality 4 (the plugin's default) for 3% more bytes: every search pays it, on
 * the thread that answers the next. gzip serves the clients without brotli.
 * Files of the build are compressed once at build time (static.ts) and go out as they are;
 * images are not compressible types, so they are left alone too. Request bodies are not
 * decompressed: no client of the contract sends them compressed.
 * Registered before the routes: the plugin attaches itself to each route as it is added.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings,
    threshold,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 2 } },
    zlibOptions: { level: 4 },
    // Compressed in one synchronous call up to 64 KiB (well under 0.1 ms for a search page):
    // the plugin's default on two cores is 16 KiB, above which it pipes through a zlib
    // stream, whose round trips through the thread pool cost far more than the compression.
    syncThreshold: 64 * 1024,
    globalDecompression: false,
  });
}

/**
 * The encoding to send of those the server makes, by the request's Accept-Encoding: the
 * negotiator the compression plugin and the static files use (quality values, `*`, brotli
 * first when equal); null: the plain bytes.
 */
function preferredEncoding(header: string | undefined): Encoding | null {
  return header ? negotiate(header.toLowerCase(), encodings) : null;
}

/** A body kept as sent, with its compressed forms made the first time each is asked for. */
export interface KeptBody {
  body: Buffer;
  encoded?: Partial<Record<Encoding, Buffer>>;
}

const encoders: Record<Encoding, (body: Buffer) => Buffer> = {
  // Made once per kept body, so a better ratio than per-request compression can afford.
  br: (body) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipSync(body, { level: 6 }),
};

/**
 * A kept answer (an offering's page as a visitor gets it) in the encoding the request accepts,
 * compressed once and kept with it: the plugin would compress the same bytes on every
 * request, which took most of the busiest call's time. Sets Content-Encoding (the plugin then
 * leaves the answer alone) and Vary.
 */
export function keptBodyFor(request: FastifyRequest, reply: FastifyReply, kept: KeptBody): Buffer {
  reply.header("Vary", "Accept-Encoding");
  const encoding =
    kept.body.length >= threshold ? preferredEncoding(request.headers["accept-encoding"]) : null;
  if (!encoding) return kept.body;
  kept.encoded ??= {};
  const bytes = kept.encoded[encoding] ?? encoders[encoding](kept.body);
  kept.encoded[encoding] = bytes;
  reply.header("Content-Encoding", encoding);
  return bytes;
}
