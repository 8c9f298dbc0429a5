// The API server bundled for Node 20 (its packages stay in node_modules).
import { join } from "node:path";
import { root, serverOut } from "./paths.mjs";

/** esbuild options of the server bundle; build/run-tool.mjs bundles tools the same way. */
export const serverOptions = {
  entryPoints: [join(root, "server/main.ts")],
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  outfile: serverOut,
  sourcemap: "linked",
  logLevel: "warning",
};
