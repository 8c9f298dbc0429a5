import type { PageContent, PageEditor, PageTitles as PageTexts } from "../../../sdk/types.gen";
import { requireAuth } from "../../auth/bearer";
import type { AppContext } from "../../context";
import type { LocalizedText } from "../../db/schema";
import { ApiError } from "../../errors";
import { asLang, fallbackLang, pickLang } from "../../i18n";
import { operationHandlers } from "../../operations";
import { iconExists } from "../icons/icon-sets";
import { findPageRow, listPageRows, type PageRow, updatePageRow } from "./repository";

function editorOf(row: PageRow): PageEditor | null {
  if (row.updated_by_name === null) return null;
  return { id: row.editor_exists ? row.updated_by : null, name: row.updated_by_name };
}

/** All four languages, as the table keeps them (the contract requires every one on save). */
function everyLanguage(texts: LocalizedText): PageTexts {
  return { en: texts.en ?? "", ru: texts.ru ?? "", uz: texts.uz ?? "", fa: texts.fa ?? "" };
}

function toPageContent(row: PageRow): PageContent {
  return {
    slug: row.slug,
    icon: row.icon,
    titles: everyLanguage(row.titles),
    bodies: everyLanguage(row.bodies),
    updated_at: row.updated_at.toISOString(),
    updated_by: editorOf(row),
  };
}

async function pageOrNotFound(found: Promise<PageRow | undefined>): Promise<PageRow> {
  const row = await found;
  if (!row) throw new ApiError(404, "page_not_found");
  return row;
}

/**
 * The site's own pages (/about-us, /terms-and-privacy-policy, /contact-us's office details):
 * read by anyone in their language, edited by administrators in all four at once.
 */
export function pagesHandlers({ db }: AppContext) {
  return operationHandlers({
    async getPage(request) {
      const row = await pageOrNotFound(findPageRow(db, request.params.slug));
      // Title and body in one language, so a page never mixes two.
      const lang = asLang(pickLang(row.bodies, request.query?.lang ?? fallbackLang));
      return {
        slug: row.slug,
        lang,
        title: row.titles[lang] ?? "",
        body: row.bodies[lang] ?? "",
        icon: row.icon,
        updated_at: row.updated_at.toISOString(),
      };
    },

    async listAdminPages(request) {
      const lang = request.query?.lang ?? fallbackLang;
      const rows = await listPageRows(db);
      return rows.map((row) => ({
        slug: row.slug,
        title: row.titles[pickLang(row.titles, lang) ?? fallbackLang] ?? "",
        icon: row.icon,
        updated_at: row.updated_at.toISOString(),
        updated_by: editorOf(row),
      }));
    },

    async getAdminPage(request) {
      return toPageContent(await pageOrNotFound(findPageRow(db, request.params.slug)));
    },

    async updateAdminPage(request) {
      const { userId } = requireAuth(request);
      const { titles, bodies, icon } = request.body;
      if (icon !== null && !(await iconExists(icon))) throw new ApiError(400, "icon_invalid");
      const row = await pageOrNotFound(
        updatePageRow(db, { slug: request.params.slug, icon, titles, bodies, editorId: userId }),
      );
      return toPageContent(row);
    },
  });
}
