import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void) {
  // App sets <html dir> in an effect after its children render, so reading it once during
  // render would lag one locale switch behind; watching the attribute does not.
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["dir"] });
  return () => observer.disconnect();
}

const read = () => (document.documentElement.dir === "rtl" ? "rtl" : "ltr");

/** The page's direction as set on <html dir>, kept current when the locale changes. */
export function useDocumentDirection(): "ltr" | "rtl" {
  return useSyncExternalStore(subscribe, read, () => "ltr");
}
