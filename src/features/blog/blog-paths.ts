/** Where a post is read. */
export function postPath(id: string): string {
  return `/blog/${encodeURIComponent(id)}`;
}

/** The list's page from the address (`?page=`), 1 when absent or not a page number. */
export function pageOf(search: string): number {
  const page = Number(new URLSearchParams(search).get("page"));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** The list's address for a page; the first page is plain `/blog`. */
export function listPath(page: number): string {
  return page > 1 ? `/blog?page=${page}` : "/blog";
}
