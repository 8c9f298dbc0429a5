/** The server's built-in image (SPEC.md section 7), shown wherever an entity has none of its own. */
export const DEFAULT_IMAGE_ID = "00000000-0000-0000-0000-000000000000";

/**
 * Where an image's bytes are served, for `<img src>`: a plain URL rather than an SDK call, so the
 * browser fetches and caches it itself (images are immutable). A missing or empty id falls back
 * to the default image; the id is encoded so a malformed one cannot reach another path.
 */
export function imageUrl(id?: string | null): string {
  return `/api/v1/image/${encodeURIComponent(id || DEFAULT_IMAGE_ID)}`;
}
