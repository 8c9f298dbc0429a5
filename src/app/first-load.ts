/**
 * Everything the entry (src/main.tsx) runs, in one module that every lazily imported module also
 * imports (`import "../app/first-load"`, with nothing taken from it). The bundler puts code in
 * a chunk per set of entry points that reach it; code both the entry and some lazy chunks use
 * would otherwise end up in a dozen small shared chunks, each one more request before the first
 * render (on a slow phone link every request costs a round trip). Reached from every entry,
 * the first load is one chunk. Importing it costs a lazy chunk nothing: it has already run.
 * `npm run bench:size` counts the first load's files and fails when a lazy module forgets it.
 */
export { startTransition } from "react";
export { createRoot } from "react-dom/client";
export { connectLiveReload } from "../dev/live-reload";
export { App } from "./App";
export { preloadRoute } from "./preload-route";
export { startActors } from "./start-actors";
