import { useEffect } from "react";
import { useIntl } from "react-intl";
import { imageUrlForHead } from "./head-image";

interface HeadOptions {
  /** Message id of the page's own title; the product name is added to it. */
  titleId: string;
  /** Message id of the description; the product's description when absent. */
  descriptionId?: string;
}

const ALTERNATE_LANGS = ["uz", "ru", "en"] as const;

function upsert(selector: string, create: () => HTMLElement, attribute: string, value: string) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.append(element);
  }
  element.setAttribute(attribute, value);
}

/** Sets a <meta> tag of the head, adding it when missing. */
export function meta(key: "name" | "property", name: string, content: string) {
  upsert(
    `meta[${key}="${name}"]`,
    () => {
      const element = document.createElement("meta");
      element.setAttribute(key, name);
      return element;
    },
    "content",
    content,
  );
}

/** Sets the `<link rel="alternate" hreflang>` of a language, adding it when missing. */
export function alternate(lang: string, href: string) {
  upsert(
    `link[rel="alternate"][hreflang="${lang}"]`,
    () => {
      const element = document.createElement("link");
      element.setAttribute("rel", "alternate");
      element.setAttribute("hreflang", lang);
      return element;
    },
    "href",
    href,
  );
}

/**
 * SPEC.md section 2: the title is the product name plus the translated page title, with a
 * description, keywords, social preview tags and alternate-language links for uz, ru and en.
 */
export function useHead({ titleId, descriptionId }: HeadOptions) {
  const intl = useIntl();
  const product = intl.formatMessage({ id: "app.name" });
  const page = intl.formatMessage({ id: titleId });
  const description = intl.formatMessage({ id: descriptionId ?? "app.description" });
  const keywords = intl.formatMessage({ id: "app.keywords" });
  const locale = intl.locale;

  useEffect(() => {
    // A page about one item (use-item-head.ts) writes its title, description and image itself
    // and marks the head meanwhile. React runs this parent's effect after the page's, so
    // without the mark a language change would put the route's generic title back.
    if (document.head.dataset.itemHead === undefined) {
      const title = `${page} · ${product}`;
      document.title = title;
      meta("name", "description", description);
      meta("property", "og:title", title);
      meta("property", "og:description", description);
      meta("property", "og:image", imageUrlForHead());
      meta("name", "twitter:title", title);
      meta("name", "twitter:description", description);
    }
    const url = new URL(window.location.href);
    url.searchParams.delete("l");
    meta("name", "keywords", keywords);
    meta("property", "og:site_name", product);
    meta("property", "og:type", "website");
    meta("property", "og:url", url.href);
    meta("property", "og:locale", locale);
    meta("name", "twitter:card", "summary");
    // A page about one item in some languages only (a blog post) names its own alternates.
    if (document.head.dataset.itemAlternates === undefined) {
      for (const lang of ALTERNATE_LANGS) {
        const href = new URL(url);
        href.searchParams.set("l", lang);
        alternate(lang, href.href);
      }
    }
  }, [page, product, description, keywords, locale]);
}
