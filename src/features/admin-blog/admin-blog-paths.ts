/** A saved post's editor. */
export function editorPath(id: string): string {
  return `/admin/blogs/new/${encodeURIComponent(id)}`;
}
