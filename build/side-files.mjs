// The files the server reads beside the SPA: the build's id and the routes it answers 200 for.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { publicDir, root } from "./paths.mjs";
import { SPA_ROUTES_FILE } from "./routes.mjs";

export function writeSideFiles(buildId) {
  mkdirSync(join(publicDir, "builds"), { recursive: true });
  // A new id on every build: open tabs compare it with theirs to notice a deploy.
  writeFileSync(
    join(publicDir, "builds", "latest.json"),
    `${JSON.stringify({ id: buildId, timestamp: Date.now() })}\n`,
  );
  writeFileSync(join(publicDir, "spa-routes.json"), readFileSync(join(root, SPA_ROUTES_FILE)));
}
