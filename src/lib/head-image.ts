import { imageUrl } from "./image-url";

/** The preview image social networks show for a page: the built-in default image for now. */
export function imageUrlForHead(): string {
  return `${window.location.origin}${imageUrl()}`;
}
