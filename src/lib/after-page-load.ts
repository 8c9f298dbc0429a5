/**
 * Resolves once the page has loaded and then settled, at an idle moment: for code no one needs
 * in the first seconds, which fetched earlier would share a slow link with the page's first
 * images. The window's `load` alone says little here: index.html adds the app's scripts after
 * its first paint, so `load` fires before the app has even run. Settled: no resource (script,
 * answer, image) has finished loading for `quietMs`, or `maxWaitMs` have passed.
 */
export function afterPageLoad(quietMs = 500, maxWaitMs = 5_000): Promise<void> {
  return new Promise((resolve) => {
    const settle = () => {
      whenQuiet(quietMs, maxWaitMs).then(() => whenIdle(maxWaitMs).then(resolve));
    };
    if (document.readyState === "complete") settle();
    else window.addEventListener("load", settle, { once: true });
  });
}

function whenQuiet(quietMs: number, maxWaitMs: number): Promise<void> {
  if (
    typeof PerformanceObserver === "undefined" ||
    !PerformanceObserver.supportedEntryTypes?.includes("resource")
  ) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      observer.disconnect();
      clearTimeout(quiet);
      clearTimeout(longest);
      resolve();
    };
    const restart = () => {
      clearTimeout(quiet);
      quiet = setTimeout(done, quietMs);
    };
    const observer = new PerformanceObserver(restart);
    observer.observe({ type: "resource" });
    const longest = setTimeout(done, maxWaitMs);
    restart();
  });
}

function whenIdle(maxWaitMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === "function") {
      requestIdleCallback(() => resolve(), { timeout: maxWaitMs });
    } else {
      setTimeout(resolve, 0);
    }
  });
}
