import { type ReactNode, useEffect, useRef, useState } from "react";

interface NearScreenProps {
  /** What stands in its place until then: the same size, so nothing moves when it swaps. */
  placeholder: ReactNode;
  children: ReactNode;
}

/**
 * Renders `children` once their place comes within a screen's height of the viewport, and
 * `placeholder` until then: a part far down a page (the home page's lower sections) does not
 * fetch, render or lay out while a phone starts the page, only when someone scrolls towards
 * it (docs/performance.md). Once rendered it stays. Without IntersectionObserver (old browsers,
 * jsdom) it renders at once.
 */
export function NearScreen({ placeholder, children }: NearScreenProps) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined");
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return <div ref={place}>{near ? children : placeholder}</div>;
}
