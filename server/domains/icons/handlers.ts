import { getIcons } from "@iconify/utils/lib/icon-set/get-icons";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { operationHandlers } from "../../operations";
import { type IconCollection, iconCollection } from "./icon-sets";

/** Icons change only with their package: a week in any cache is safe. */
const ICONS_CACHE = "public, max-age=604800";
/** Search answers change with the package too, but a day keeps a new version close. */
const SEARCH_CACHE = "public, max-age=86400";
const SEARCH_LIMIT = 48;

async function collectionOf(prefix: string): Promise<IconCollection> {
  const collection = iconCollection(prefix);
  if (!collection) throw new ApiError(404, "icon_collection_not_found");
  return collection;
}

/** The names holding every part of `q` (`shopping cart`, `shopping-cart`), in order. */
function matchingNames(names: string[], q: string): string[] {
  const parts = q
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean);
  if (parts.length === 0) return names;
  return names.filter((name) => parts.every((part) => name.includes(part)));
}

/**
 * SPEC section 7's icon endpoint (`/api/_nuxt_icon/<collection>.json?icons=a,b`) in Iconify's
 * JSON shape, and the name search the admins' icon picker needs.
 */
export function iconsHandlers(_ctx: AppContext) {
  return operationHandlers({
    async getIcons(request, reply) {
      const { data } = await collectionOf(request.params.collection);
      const names = [...new Set(request.query.icons.split(","))];
      // With `not_found` true, getIcons answers even when nothing was found (never null).
      const found = getIcons(data, names, true);
      reply.header("Cache-Control", ICONS_CACHE);
      return found ?? { prefix: data.prefix, icons: {}, not_found: names };
    },

    async searchIcons(request, reply) {
      const { data, names } = await collectionOf(request.params.collection);
      const { q = "", limit = SEARCH_LIMIT } = request.query ?? {};
      const matches = matchingNames(names, q);
      reply.header("Cache-Control", SEARCH_CACHE);
      return { prefix: data.prefix, total: matches.length, names: matches.slice(0, limit) };
    },
  });
}
