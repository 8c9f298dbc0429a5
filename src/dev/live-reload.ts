declare const __LIVE_RELOAD_URL__: string;

/** Development builds reload the page when esbuild finishes a rebuild; production has no URL. */
export function connectLiveReload() {
  if (!__LIVE_RELOAD_URL__) return;
  new EventSource(__LIVE_RELOAD_URL__).addEventListener("change", () => window.location.reload());
}
