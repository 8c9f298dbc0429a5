import { useEffect } from "react";
import { useActors } from "../../lib/actors-context";

/** Suspense fallback while a page's chunk downloads: the loading bar counts it as work. */
export function ChunkPending() {
  const { loadingBar } = useActors();
  useEffect(() => {
    loadingBar.send({ type: "loading.start" });
    return () => loadingBar.send({ type: "loading.finish" });
  }, [loadingBar]);
  return null;
}
