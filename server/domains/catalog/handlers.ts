import type { AppContext } from "../../context";
import { bannerHandlers } from "./banner-handlers";
import { businessSearchHandlers } from "./business-search-handlers";
import { filterHandlers } from "./filter-handlers";
import { offeringPageHandlers } from "./offering-page-handlers";
import { offeringSearchHandlers } from "./offering-search-handlers";
import { textQueries } from "./text-queries";

/** The catalogue's operations, one file per resource. */
export function catalogHandlers(ctx: AppContext) {
  // One set of text query loaders for both searches: they share the cache and the batches.
  const queries = textQueries(ctx.db);
  return {
    ...offeringSearchHandlers(ctx, queries),
    ...offeringPageHandlers(ctx),
    ...businessSearchHandlers(ctx, queries),
    ...filterHandlers(ctx),
    ...bannerHandlers(ctx),
  };
}
