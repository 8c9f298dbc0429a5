// The files the server reads beside the SPA: the build's id and the routes it answers 200 for.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { publicDir } from "./paths.mjs";
import { spaRoutes } from "./routes.mjs";

export function writeSideFiles(buildId) {
  mkdirSync(join(publicDir, "builds"), { recursive: true });
  // A new id on every build: open tabs compare it with theirs to notice a deploy.
  writeFileSync(
    join(publicDir, "builds", "latest.json"),
    `${JSON.stringify({ id: buildId, timestamp: Date.now() })}\n`,
  );
  // The server reads this list of patterns (server/static.ts) to tell pages from 404s.
  writeFileSync(join(publicDir, "spa-routes.json"), `${JSON.stringify(spaRoutes(), null, 2)}\n`);
}
