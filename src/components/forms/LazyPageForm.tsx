import { Suspense } from "react";
import { lazyComponent } from "../../lib/lazy-component";

const PageFormSection = lazyComponent(
  () => import("./PageFormSection"),
  (m) => m.PageFormSection,
);

/**
 * The form published on a page, its code (the form machine, the field controls) in a chunk of
 * its own, under a boundary of its own: the page's text never waits for it, and a page with
 * no form published costs its visitors one small chunk and one small request.
 */
export function LazyPageForm({ page }: { page: "contact_us" | "for_business" }) {
  return (
    <Suspense fallback={null}>
      <PageFormSection page={page} />
    </Suspense>
  );
}
