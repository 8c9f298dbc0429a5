import { Suspense } from "react";
import { FormattedMessage } from "react-intl";
import { lazyComponent } from "../lib/lazy-component";
import type { MarkdownBodyProps } from "./markdown/MarkdownBody";

// markdown-it is for the post page and the editor only: its own chunk, never in a first load.
const MarkdownBody = lazyComponent(
  () => import("./markdown/MarkdownBody"),
  (m) => m.MarkdownBody,
);

/** Rendered Markdown, its code fetched the first time one shows (or on `preload`). */
export function LazyMarkdown(props: MarkdownBodyProps) {
  return (
    <Suspense
      fallback={
        <p role="status">
          <FormattedMessage id="common.loading" />
        </p>
      }
    >
      <MarkdownBody {...props} />
    </Suspense>
  );
}

LazyMarkdown.preload = MarkdownBody.preload;
