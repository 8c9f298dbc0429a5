import type {
  AdminBlogPost,
  AdminBlogPostSummary,
  BlogPost,
  BlogPostCard,
  BlogPostState,
  BlogTranslations,
  Lang,
} from "../../../sdk/types.gen";
import type { LocalizedText } from "../../db/schema";
import { asLang, languages, pickLang } from "../../i18n";
import { excerptOf, plainText, readingMinutes } from "./markdown-text";
import type { BlogPostRow } from "./repository";

const iso = (date: Date | string) => new Date(date).toISOString();

/** The languages a post is written in, in the contract's order. */
export function languagesOf(titles: LocalizedText): Lang[] {
  return languages.filter((lang) => Boolean(titles[lang]));
}

/**
 * The post in the reader's language by the catalogue's rule (server/i18n.ts): the one asked
 * for, else Russian, else one it has. Titles and bodies are written together, so the title's
 * language is the body's too.
 */
function shown(row: BlogPostRow, lang: string) {
  const shownLang = asLang(pickLang(row.titles, lang));
  const body = row.bodies[shownLang] ?? "";
  const text = plainText(body);
  return {
    lang: shownLang,
    title: row.titles[shownLang] ?? "",
    body,
    excerpt: excerptOf(text),
    reading_minutes: readingMinutes(text),
  };
}

export function toBlogPostCard(row: BlogPostRow, lang: string): BlogPostCard {
  const { body: _body, ...post } = shown(row, lang);
  return {
    id: row.id,
    ...post,
    cover: row.cover_image_id,
    published_at: iso(row.publish_at ?? row.created_at),
  };
}

export function toBlogPost(row: BlogPostRow, lang: string): BlogPost {
  return {
    ...toBlogPostCard(row, lang),
    body: shown(row, lang).body,
    languages: languagesOf(row.titles),
  };
}

export function stateOf(row: BlogPostRow, now: Date): BlogPostState {
  if (row.status === "draft") return "draft";
  return row.publish_at && new Date(row.publish_at) > new Date(now) ? "scheduled" : "published";
}

/** The post as its editor opens it; the handler adds the audit entries about it. */
export function toAdminBlogPost(row: BlogPostRow & { now: Date }): Omit<AdminBlogPost, "audit"> {
  const translations: BlogTranslations = {};
  for (const lang of languagesOf(row.titles)) {
    translations[lang] = { title: row.titles[lang] ?? "", body: row.bodies[lang] ?? "" };
  }
  return {
    id: row.id,
    translations,
    cover: row.cover_image_id,
    status: row.status,
    publish_at: row.publish_at ? iso(row.publish_at) : null,
    state: stateOf(row, row.now),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export function toAdminBlogPostSummary(
  row: BlogPostRow & { now: Date },
  lang: string,
): AdminBlogPostSummary {
  const shownLang = asLang(pickLang(row.titles, lang));
  return {
    id: row.id,
    lang: shownLang,
    title: row.titles[shownLang] ?? "",
    languages: languagesOf(row.titles),
    cover: row.cover_image_id,
    state: stateOf(row, row.now),
    publish_at: row.publish_at ? iso(row.publish_at) : null,
    updated_at: iso(row.updated_at),
  };
}
