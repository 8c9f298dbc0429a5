// What one recorded visit (build/page-fetches.mjs) weighs, by kind of file: the build's own
// files at their size as served (build/analyse.mjs), everything else as it came over the wire.
import { join, relative } from "node:path";
import { MESSAGE_GROUP } from "./messages-plugin.mjs";
import { publicDir, root } from "./paths.mjs";

/** The kinds of file a visit fetches, in the order they are printed. */
export const GROUPS = {
  code: "JavaScript code",
  messages: "messages (locales/)",
  css: "CSS",
  html: "HTML document",
  api: "API data (as transferred)",
  images: "images (as transferred)",
  other: "other (as transferred)",
};
/** What the budget counts: the JavaScript a page runs. */
export const SCRIPT_GROUPS = ["code", "messages"];

/** A language's messages: all of them, or a lazy module's own group (build/messages-plugin.mjs). */
export const isMessagesInput = (input) =>
  /^locales\/[a-z]{2}\.json$/.test(input) || input.startsWith(`${MESSAGE_GROUP}:`);

/** A chunk holding nothing but messages. */
function isMessages(output) {
  const held = Object.entries(output.inputs).filter(([, { bytesInOutput }]) => bytesInOutput > 0);
  return held.length > 0 && held.every(([input]) => isMessagesInput(input));
}

function groupOf(build, fetch, path) {
  if (fetch.type === "document") return "html";
  if (path) {
    if (path.endsWith(".css")) return "css";
    if (path.endsWith(".js"))
      return build.outputs[path] && isMessages(build.outputs[path]) ? "messages" : "code";
  }
  if (fetch.type === "image") return "images";
  if (fetch.path.startsWith("/api/")) return "api";
  return "other";
}

/**
 * `{ groups, script, scripts, twice, unknown }`: per group its files and bytes, and the scripts'
 * sum; the scripts (a metafile path, its gzip and group), largest first. A file of /assets/
 * fetched twice (a preload the page did not use, say) counts once: the second download is a bug
 * to fix, not weight to budget. `unknown`: scripts this build did not make (dist/ rebuilt since).
 */
export function weighVisit(build, fetched) {
  const groups = Object.fromEntries(
    Object.keys(GROUPS).map((group) => [group, { files: 0, bytes: 0 }]),
  );
  const seen = new Set();
  const scripts = [];
  const twice = [];
  const unknown = [];
  for (const fetch of fetched) {
    const asset = fetch.path.startsWith("/assets/");
    if (asset && seen.has(fetch.path)) {
      twice.push(fetch.path);
      continue;
    }
    seen.add(fetch.path);
    const path = asset ? relative(root, join(publicDir, fetch.path)) : null;
    if (path?.endsWith(".js") && !build.outputs[path]) unknown.push(fetch.path);
    const group = groupOf(build, fetch, path);
    const bytes = asset && fetch.status === 200 ? build.sizeOf(path).gzip : fetch.wireBytes;
    groups[group].files++;
    groups[group].bytes += bytes;
    if (SCRIPT_GROUPS.includes(group)) scripts.push({ path, url: fetch.path, gzip: bytes, group });
  }
  scripts.sort((a, b) => b.gzip - a.gzip);
  const script = SCRIPT_GROUPS.reduce(
    (sum, group) => ({
      files: sum.files + groups[group].files,
      bytes: sum.bytes + groups[group].bytes,
    }),
    { files: 0, bytes: 0 },
  );
  return { groups, script, scripts, twice, unknown };
}
