import { type ComponentType, lazy } from "react";

/**
 * A component in a chunk of its own, fetched the first time it renders: pages other than home,
 * dialogs, the signed-in menu, the side-bar layouts. Render it inside a Suspense boundary (a
 * route's boundary in RouteView shows the loading bar meanwhile). A chunk that fails to load
 * reaches the ErrorBoundary, which tells the build-update machine (a new build removed it).
 */
export function lazyComponent<P extends object, M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}
