// The production build's text files compressed once, beside themselves, for the server to send.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants as zlibConstants } from "node:zlib";

/**
 * Every text file of the SPA beside its `.gz` (zopfli: gzip any browser can read, a few percent
 * smaller than zlib's best) and `.br` (brotli 11), which the server sends when the browser
 * accepts them (server/static.ts). Compressed once at build time instead of on every request.
 */
export async function precompress(dir) {
  // Loaded here, not at the top: its wasm loader hooks uncaughtException for the whole
  // process, so any tool run with --run printed the loader's minified source on an error.
  const { gzipAsync: zopfliGzip } = await import("@gfx/zopfli");
  for (const name of readdirSync(dir, { recursive: true })) {
    const file = join(dir, String(name));
    if (!/\.(js|css|html|json|svg)$/.test(file)) continue;
    const source = readFileSync(file);
    const gz = await zopfliGzip(source, { numiterations: 15 });
    if (gz.length < source.length) writeFileSync(`${file}.gz`, gz);
    const br = brotliCompressSync(source, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    if (br.length < source.length) writeFileSync(`${file}.br`, br);
  }
}
