import { type ComponentType, createElement, lazy, useState } from "react";

export interface LazyComponent<P extends object> {
  (props: P): ReturnType<typeof createElement>;
  /** Fetches the chunk now, so a later first render finds it loaded and does not suspend. */
  preload: () => Promise<void>;
}

export interface LazyOptions {
  /**
   * For code nobody needs in a page's first seconds (the price fields' mask): a first render
   * suspends but fetches nothing until this resolves, or until `preload()` asks sooner.
   */
  notBefore?: () => Promise<void>;
}

/**
 * A component in a chunk of its own, fetched the first time it renders: pages other than home,
 * dialogs, the signed-in menu, the side-bar layouts. Render it inside a Suspense boundary (a
 * route's boundary in RouteView shows the loading bar meanwhile). A chunk that fails to load
 * reaches the ErrorBoundary, which tells the build-update machine (a new build removed it).
 *
 * `preload()` (src/app/preload-route.ts calls it for the page being opened) fetches it ahead:
 * an instance that first renders after the chunk has arrived renders the component itself.
 * Suspending even for a chunk already there would cost a fallback and, for React's throttled
 * reveal of Suspense content, up to 300 ms before the page's own data requests start.
 */
export function lazyComponent<P extends object, M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  { notBefore }: LazyOptions = {},
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchChunk = () => {
    loading ??= load().then(
      (module) => {
        loaded = pick(module);
        return loaded;
      },
      (error: unknown) => {
        // Not remembered: the next render or preload tries again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  let ask = () => {};
  const asked = new Promise<void>((resolve) => {
    ask = resolve;
  });
  const wanted = () => (notBefore ? Promise.race([notBefore(), asked]) : Promise.resolve());
  const Suspending = lazy(() =>
    wanted()
      .then(fetchChunk)
      .then((component) => ({ default: component })),
  );
  function LazyOrLoaded(props: P) {
    // Chosen once per instance: switching component types later would remount it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Suspending);
    return createElement(Component, props);
  }
  return Object.assign(LazyOrLoaded, {
    preload: () => {
      ask();
      return fetchChunk().then(() => undefined);
    },
  });
}
