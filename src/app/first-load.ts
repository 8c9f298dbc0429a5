/**
 * Everything the entry (src/main.tsx) runs, in one module. The build makes every lazily
 * imported module of src/ depend on it too (build/chunks-plugin.mjs), so that code the entry
 * shares with lazy chunks lands in one first-load chunk rather than a dozen small shared ones,
 * each one more request before the first render. Source files never import it for that.
 */
export { startTransition } from "react";
export { createRoot } from "react-dom/client";
export { connectLiveReload } from "../dev/live-reload";
export { nextTask } from "../lib/next-task";
export { App } from "./App";
export { preloadRoute } from "./preload-route";
export { startActors } from "./start-actors";
