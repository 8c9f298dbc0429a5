// Source maps that name each package's modules as installed (an esbuild plugin).
import { readFileSync } from "node:fs";

/**
 * esbuild follows a package's own `sourceMappingURL` back to the sources it was built from.
 * Several packages' maps (@formatjs/intl, intl-messageformat, react-intl) point outside the
 * package, so a bundle's map would name `node_modules/core.ts`, owned by nobody. Without the
 * comment the map names the installed file (node_modules/intl-messageformat/lib/src/core.js).
 * The code is the same: only the comment goes, and the build drops comments anyway.
 */
export const packagesAsInstalled = {
  name: "packages-as-installed",
  setup(build) {
    build.onLoad({ filter: /[\\/]node_modules[\\/].*\.[cm]?js$/ }, ({ path }) => ({
      contents: readFileSync(path, "utf8").replace(/^\/\/[#@] sourceMappingURL=.*$/gm, ""),
      loader: "js",
    }));
  },
};
