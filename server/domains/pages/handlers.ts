import type { PageContent, PageEditor, PageTitles as PageTexts } from "../../../sdk/types.gen";
import { requireAuth } from "../../auth/bearer";
import type { AppContext } from "../../context";
import type { LocalizedText } from "../../db/schema";
import { ApiError } from "../../errors";
import { asLang, fallbackLang, pickLang } from "../../i18n";
import { operationHandlers } from "../../operations";
import { recordAdminAction } from "../../shared/audit-log";
import { changedLanguages } from "../../shared/changed-languages";
import { iconExists } from "../icons/icon-sets";
import { findPageRow, listPageRows, lockPageRow, type PageRow, updatePageRow } from "./repository";

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

async function pageOrNotFound<Row>(found: Promise<Row | undefined>): Promise<Row> {
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
      const { slug } = request.params;
      const row = await db.transaction().execute(async (trx) => {
        const current = await pageOrNotFound(lockPageRow(trx, slug));
        const saved = await pageOrNotFound(
          updatePageRow(trx, { slug, icon, titles, bodies, editorId: userId }),
        );
        const changed = changedLanguages(
          [current.titles, current.bodies],
          [saved.titles, saved.bodies],
        );
        // Titles and the icon, not the bodies (a page is long; the page is the record of its
        // text): which languages changed says what moved. A save of the same text is no entry.
        if (changed.length > 0 || current.icon !== saved.icon) {
          await recordAdminAction(trx, {
            actorId: userId,
            action: "page.update",
            target: { kind: "page", id: slug },
            before: { icon: current.icon, titles: current.titles },
            after: { icon: saved.icon, titles: saved.titles, changed_languages: changed },
          });
        }
        return saved;
      });
      return toPageContent(row);
    },
  });
}
