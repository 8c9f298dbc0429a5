import { SEARCH_KINDS, searchTitleId } from "../../lib/search-kinds";

/**
 * The marketplace's sections, as the header lists them. The first paint (src/shell) draws the
 * same list before the app has loaded, so both read it from here.
 */
export const SECTIONS: readonly { href: string; labelId: string }[] = [
  ...SEARCH_KINDS.map((kind) => ({ href: `/search/${kind}`, labelId: searchTitleId(kind) })),
  { href: "/blog", labelId: "nav.blog" },
  { href: "/for-business", labelId: "nav.forBusiness" },
];
