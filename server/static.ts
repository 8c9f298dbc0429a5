import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { pathOnly } from "./logging";

const htmlHeaders = (connectExtra: string[], scriptHashes: string[]): Record<string, string> => ({
  "Cache-Control": "no-cache",
  // nosniff, Referrer-Policy and framing come with every answer (security-headers.ts).
  // styled-components injects <style> tags, hence 'unsafe-inline' for styles only.
  "Content-Security-Policy": [
    "default-src 'self'",
    // index.html's first paint is an inline script: allowed by its hash, nothing else inline.
    ["script-src 'self'", ...scriptHashes].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    ["connect-src 'self' ws: wss:", ...connectExtra].join(" "),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; "),
});

/** A wouter pattern ("/blog/:id") as a matcher; a trailing slash is tolerated. */
function routeMatcher(pattern: string): RegExp {
  const body = pattern
    .replace(/\/+$/, "")
    .split("/")
    .map((segment) =>
      segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("/");
  return new RegExp(`^${body}/?$`);
}

export function isApiPath(url: string): boolean {
  const p = pathOnly(url);
  return p === "/api" || p.startsWith("/api/") || p === "/ws" || p.startsWith("/ws/");
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function loadSpaRoutes(staticDir: string): RegExp[] {
  const file = path.join(staticDir, "spa-routes.json");
  if (!existsSync(file)) return [routeMatcher("/")];
  const patterns: unknown = JSON.parse(readFileSync(file, "utf8"));
  if (!Array.isArray(patterns)) throw new Error(`${file} must be a JSON array of route patterns`);
  return patterns.filter((p): p is string => typeof p === "string").map(routeMatcher);
}

/**
 * CSP sources (`'sha256-…'`) for the inline scripts of an HTML file, read again whenever the
 * file changes (a rebuild while the server runs).
 */
function inlineScriptHashes(): (file: string) => string[] {
  let cached: { file: string; modified: number; hashes: string[] } | null = null;
  return (file) => {
    const modified = statSync(file).mtimeMs;
    if (cached?.file !== file || cached.modified !== modified) {
      const html = readFileSync(file, "utf8");
      const hashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
        ([, body]) =>
          `'sha256-${createHash("sha256")
            .update(body ?? "")
            .digest("base64")}'`,
      );
      cached = { file, modified, hashes };
    }
    return cached.hashes;
  };
}

function cacheControlFor(relative: string): string {
  if (relative.startsWith(`assets${path.sep}`)) return "public, max-age=31536000, immutable";
  return "no-cache";
}

interface SpaFallback {
  /** Answers index.html: 200 for a known client route, 404 for anything else. */
  sendShell(request: FastifyRequest, reply: FastifyReply): FastifyReply;
}

/**
 * Serves the esbuild output. Files are looked up on each request, so a rebuild with new hashed
 * asset names needs no restart. Returns null when there is no build (API-only, as in tests).
 */
export async function registerStatic(
  app: FastifyInstance,
  staticDir: string,
  // `npm run dev` adds esbuild's live-reload origin so the page may listen to it.
  connectExtra: string[] = [],
): Promise<SpaFallback | null> {
  if (!existsSync(path.join(staticDir, "index.html"))) return null;
  const root = path.resolve(staticDir);
  const scriptHashes = inlineScriptHashes();
  await app.register(fastifyStatic, {
    root,
    serve: false,
    index: false,
    // build.mjs writes .br and .gz beside every text file; the browser gets the best it accepts
    // (and Vary: Accept-Encoding), compressed once at build time rather than per request.
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const relative = path.relative(root, filePath);
      reply.header("Cache-Control", cacheControlFor(relative));
      // The file sent may be the precompressed index.html.br or .gz: the page's headers still.
      const original = filePath.replace(/\.(br|gz)$/, "");
      if (original.endsWith(".html")) {
        reply.headers(htmlHeaders(connectExtra, scriptHashes(original)));
      }
    },
  });

  const spaRoutes = loadSpaRoutes(root);
  const sendShell = (request: FastifyRequest, reply: FastifyReply) => {
    const known = spaRoutes.some((route) => route.test(pathOnly(request.url)));
    return reply.code(known ? 200 : 404).sendFile("index.html");
  };

  app.get("/*", async (request, reply) => {
    if (isApiPath(request.url)) return reply.callNotFound();
    const relative = safeDecode(pathOnly(request.url)).replace(/^\/+/, "");
    const file = path.resolve(root, relative);
    const inside = file.startsWith(root + path.sep);
    if (inside && existsSync(file) && statSync(file).isFile()) {
      return reply.sendFile(relative);
    }
    return sendShell(request, reply);
  });

  return { sendShell };
}
