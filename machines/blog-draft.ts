import type { AdminBlogPost, BlogPostInput, Lang } from "../sdk";

/** The editor's tabs, in the contract's order of languages. */
export const BLOG_LANGS: readonly Lang[] = ["ru", "uz", "en", "fa"];

export interface BlogTranslationDraft {
  title: string;
  body: string;
}

/** A post as the editor holds it: every language's tab, empty until written. */
export interface BlogDraft {
  translations: Record<Lang, BlogTranslationDraft>;
  cover: string | null;
  status: "draft" | "published";
  /** A `datetime-local` value in the editor's own time zone, or "" for "now". */
  publishAt: string;
}

const emptyTranslation = (): BlogTranslationDraft => ({ title: "", body: "" });

export function emptyDraft(): BlogDraft {
  return {
    translations: {
      ru: emptyTranslation(),
      uz: emptyTranslation(),
      en: emptyTranslation(),
      fa: emptyTranslation(),
    },
    cover: null,
    status: "draft",
    publishAt: "",
  };
}

const pad = (n: number) => String(n).padStart(2, "0");

/** An instant as a `datetime-local` value, in the local time zone the input shows. */
export function localInputOf(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (local time) as the contract's instant; "" is "now" (null). */
export function isoOf(local: string): string | null {
  if (!local) return null;
  const time = new Date(local);
  // Left for the contract to refuse (`blog_publish_at_invalid`) rather than guessed.
  return Number.isNaN(time.getTime()) ? local : time.toISOString();
}

export function draftOf(post: AdminBlogPost): BlogDraft {
  const draft = emptyDraft();
  for (const lang of BLOG_LANGS) {
    const translation = post.translations[lang];
    if (translation) draft.translations[lang] = { ...translation };
  }
  return {
    ...draft,
    cover: post.cover,
    status: post.status,
    publishAt: localInputOf(post.publish_at),
  };
}

/** Whether a language's tab holds anything: only those are sent. */
export function isWritten(translation: BlogTranslationDraft): boolean {
  return translation.title.trim() !== "" || translation.body.trim() !== "";
}

export function bodyOf(draft: BlogDraft): BlogPostInput {
  const translations: BlogPostInput["translations"] = {};
  for (const lang of BLOG_LANGS) {
    const translation = draft.translations[lang];
    if (isWritten(translation)) translations[lang] = { ...translation };
  }
  return {
    translations,
    cover: draft.cover,
    status: draft.status,
    publish_at: isoOf(draft.publishAt),
  };
}
