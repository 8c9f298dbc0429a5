import { fromCallback } from "xstate";
import type { AppEvent } from "../../../machines/app.machine";
import { isChunkLoadFailure } from "./build-update";

/**
 * The page's signals for the build update: the tab shown again (a tab left in the background
 * is the one most likely to run an old build) and a code chunk that failed to load anywhere.
 */
export const watchPage = fromCallback<AppEvent>(({ sendBack }) => {
  const onVisibility = () => {
    if (document.visibilityState === "visible") sendBack({ type: "app.pageShown" });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadFailure(event.reason)) {
      sendBack({ type: "app.chunkFailed", path: window.location.pathname, at: Date.now() });
    }
  };
  document.addEventListener("visibilitychange", onVisibility);
  window.addEventListener("unhandledrejection", onRejection);
  return () => {
    document.removeEventListener("visibilitychange", onVisibility);
    window.removeEventListener("unhandledrejection", onRejection);
  };
});
