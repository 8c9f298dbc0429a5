import { useEffect } from "react";
import { useIntl } from "react-intl";
import { imageUrl } from "./image-url";
import { alternate, meta } from "./use-head";

/** A page's own head: an item's name (or a search's words), a description, an image. */
export interface ItemHead {
  /** Someone's text in it is isolated for direction by the caller (src/i18n/bidi.ts). */
  title: string;
  description: string;
  /** An image id; the default image when absent. */
  image?: string | null;
  /**
   * The languages the item is written in, when it is not in every one (a blog post): the
   * hreflang links name these instead of the route's.
   */
  languages?: readonly string[];
}

function removeAlternates() {
  for (const link of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) {
    link.remove();
  }
}

/** The words of a text, cut at a word near `max` characters: a description for the head. */
export function summarize(text: string, max = 160): string {
  const plain = text.replace(/\s+/g, " ").trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}

/**
 * The title, description and preview image of the page from what it shows (SPEC.md section 2
 * asks for them per page) once that is known; null while it loads keeps the route's. The
 * route's head (use-head.ts) writes everything else, and leaves these alone while the
 * `data-item-head` mark is on <head>.
 */
export function useItemHead(item: ItemHead | null) {
  const intl = useIntl();
  const product = intl.formatMessage({ id: "app.name" });
  const title = item?.title;
  const description = item?.description;
  const image = item?.image;

  useEffect(() => {
    if (title === undefined || description === undefined) return;
    const full = `${title} · ${product}`;
    document.head.dataset.itemHead = "";
    document.title = full;
    meta("name", "description", description);
    meta("property", "og:title", full);
    meta("property", "og:description", description);
    meta("property", "og:image", `${window.location.origin}${imageUrl(image)}`);
    meta("name", "twitter:title", full);
    meta("name", "twitter:description", description);
    return () => {
      delete document.head.dataset.itemHead;
    };
  }, [title, description, image, product]);

  const languages = item?.languages?.join(",");
  useEffect(() => {
    if (languages === undefined) return;
    document.head.dataset.itemAlternates = "";
    removeAlternates();
    const url = new URL(window.location.href);
    for (const lang of languages.split(",")) {
      url.searchParams.set("l", lang);
      alternate(lang, url.href);
    }
    return () => {
      delete document.head.dataset.itemAlternates;
      removeAlternates();
    };
  }, [languages]);
}
