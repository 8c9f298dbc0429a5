// @vitest-environment node
import { execFileSync } from "node:child_process";
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

/**
 * `npm run machines:export` writes files a person pastes into the Stately visualizer, which has
 * xstate and nothing else. So each exported file is loaded in a folder of its own where xstate
 * is the only package, by a Node of its own: a local import left in it, or any other package,
 * fails to load.
 */

const root = process.cwd();
const isolated = mkdtempSync(join(tmpdir(), "machines-export-"));
const outDir = join(isolated, "machines");
mkdirSync(join(isolated, "node_modules"));
symlinkSync(
  realpathSync(join(root, "node_modules", "xstate")),
  join(isolated, "node_modules", "xstate"),
);
afterAll(() => rmSync(isolated, { recursive: true, force: true }));

const machineNames = readdirSync(join(root, "machines"))
  .filter((name) => name.endsWith(".machine.ts"))
  .map((name) => name.replace(/\.machine\.ts$/, ""))
  .sort();

/** `build-update` → `buildUpdate`: a machine's id is its file's name in camel case. */
const idOf = (name: string) => name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

// Prints the ids of the state machines the file exports; fails when the file does not load.
const probe = `
const exports = await import(process.argv[1]);
const machines = Object.values(exports).filter(
  (value) => typeof value === "object" && value !== null && "config" in value && "root" in value,
);
console.log(JSON.stringify(machines.map((machine) => machine.id)));
`;

describe("machines:export", { timeout: 60_000 }, () => {
  it("writes one file per machine", () => {
    execFileSync(process.execPath, ["build.mjs", "--run", "machines/export-machines.ts"], {
      cwd: root,
      env: { ...process.env, MACHINES_EXPORT_DIR: outDir },
      stdio: "pipe",
    });
    expect(readdirSync(outDir).sort()).toEqual(
      machineNames.map((name) => `${name}.machine.js`).sort(),
    );
  });

  it.each(machineNames)("%s: loads with xstate alone and exports its machine", (name) => {
    const file = join(outDir, `${name}.machine.js`);
    const imports = [...readFileSync(file, "utf8").matchAll(/^import .* from "([^"]+)";$/gm)];
    expect(new Set(imports.map((match) => match[1]))).toEqual(new Set(["xstate"]));
    const printed = execFileSync(
      process.execPath,
      ["--input-type=module", "-e", probe, pathToFileURL(file).href],
      { cwd: isolated, stdio: "pipe", encoding: "utf8" },
    );
    expect(JSON.parse(printed)).toContain(idOf(name));
  });
});
