// The tables `npm run bench:size` prints (build/bench-size.mjs): what a visit fetched, by kind
// of file, and where the bytes of its scripts are.
import { kib } from "./analyse.mjs";
import { GROUPS, isMessagesInput, SCRIPT_GROUPS } from "./visit-weight.mjs";

const files = (count) => `${count} ${count === 1 ? "file" : "files"}`;
const columns = (label, count, size) =>
  `${label.padEnd(50)}${String(count).padStart(7)}${size.padStart(12)}`;

/** A visit's weight per kind of file; the scripts' sum, with the budget when it has one. */
export function printVisit(visit, weight, budget) {
  const scriptFiles = files(weight.script.files);
  console.log(`\n${columns(`${visit.label}: ${visit.fetched.length} requests`, "files", "size")}`);
  for (const [group, label] of Object.entries(GROUPS)) {
    const { files: count, bytes } = weight.groups[group];
    if (count || SCRIPT_GROUPS.includes(group))
      console.log(columns(`  ${label}`, count, kib(bytes)));
    if (group === SCRIPT_GROUPS.at(-1)) {
      const label = `  = JavaScript (${scriptFiles}${budget ? `; budget ${kib(budget)}` : ""})`;
      console.log(columns(label, weight.script.files, kib(weight.script.bytes)));
    }
  }
  const failed = visit.fetched.filter((fetch) => fetch.status === 0 || fetch.status >= 400);
  for (const fetch of failed) {
    console.log(
      `  note: ${fetch.path}${fetch.search} ${fetch.status ? `answered ${fetch.status}` : "failed"}`,
    );
  }
  for (const path of weight.twice) {
    console.log(`  note: ${path} was downloaded twice (counted once)`);
  }
  for (const path of weight.unknown) {
    console.log(`  note: ${path} is not in this build's metafile (was dist/ rebuilt meanwhile?)`);
  }
}

const shortInput = (input) => input.replace(/^(.*\/)?node_modules\//, "");

/** The inputs that take most of a chunk (minified bytes in it). */
function mainInputs(build, path, count = 3) {
  const inputs = Object.entries(build.outputs[path]?.inputs ?? {})
    .filter(([, { bytesInOutput }]) => bytesInOutput > 0)
    .sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput)
    .slice(0, count);
  if (!inputs.length) return ["(no module's code: re-exports, or esbuild's runtime helpers)"];
  return inputs.map(([input, { bytesInOutput }]) => `${shortInput(input)} ${kib(bytesInOutput)}`);
}

const fileName = (url) => url.replace(/^\/assets\//, "");

/** Every script a visit fetched, largest first, with what is in it. */
export function printScripts(build, visit, weight) {
  console.log(
    `\nscripts ${visit.label} fetched, largest first: gzip, file (* not named by index.html), main inputs (minified)`,
  );
  const named = new Set(visit.named);
  for (const script of weight.scripts) {
    const name = `${fileName(script.url)}${named.has(script.url) ? "" : " *"}`;
    const inputs = mainInputs(build, script.path).join(", ");
    console.log(`${kib(script.gzip).padStart(10)}  ${name.padEnd(32)}${inputs}`);
  }
}

/** How another visit of the same page differs from the first in scripts (another language). */
export function printScriptChanges(first, weight) {
  const before = new Map(first.weight.scripts.map((script) => [script.url, script]));
  const after = new Map(weight.scripts.map((script) => [script.url, script]));
  const changes = [
    ...weight.scripts.filter((script) => !before.has(script.url)).map((script) => ["+", script]),
    ...first.weight.scripts
      .filter((script) => !after.has(script.url))
      .map((script) => ["-", script]),
  ];
  if (!changes.length) return;
  console.log(`  scripts other than ${first.visit.label}'s:`);
  for (const [sign, script] of changes) {
    console.log(
      `  ${sign}${kib(script.gzip).padStart(10)}  ${fileName(script.url)} (${script.group})`,
    );
  }
}

/** The package (or our top-level folder) a metafile input belongs to. */
function ownerOf(input) {
  if (isMessagesInput(input)) return "locales (messages)";
  const inPackage = input.match(/.*node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inPackage) return inPackage[1];
  const [top, next] = input.split("/");
  return top === "src" && next && !next.includes(".") ? `src/${next}` : top;
}

/** The scripts a visit fetched by package. Gzip does not split by module: the raw share is what to chase. */
export function printByPackage(build, visit, weight, count = 14) {
  const owners = new Map();
  for (const script of weight.scripts) {
    for (const [input, { bytesInOutput }] of Object.entries(
      build.outputs[script.path]?.inputs ?? {},
    )) {
      owners.set(ownerOf(input), (owners.get(ownerOf(input)) ?? 0) + bytesInOutput);
    }
  }
  console.log(
    `\n${`scripts ${visit.label} fetched, by package (minified)`.padEnd(57)}${"raw".padStart(12)}`,
  );
  for (const [owner, bytes] of [...owners].sort((a, b) => b[1] - a[1]).slice(0, count)) {
    console.log(`  ${owner.padEnd(55)}${kib(bytes).padStart(12)}`);
  }
}
