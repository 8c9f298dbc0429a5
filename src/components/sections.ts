/**
 * The marketplace's sections, as the header lists them. The first paint (src/shell) draws the
 * same list before the app has loaded, so both read it from here.
 */
export const SECTIONS = [
  { href: "/search/products", labelId: "search.products.title" },
  { href: "/search/service", labelId: "search.service.title" },
  { href: "/search/business", labelId: "search.business.title" },
  { href: "/search/flash-sell", labelId: "search.flashSell.title" },
  { href: "/blog", labelId: "nav.blog" },
  { href: "/for-business", labelId: "nav.forBusiness" },
] as const;
