import type { Category, Region } from "../../../sdk/types.gen";
import type { AppContext } from "../../context";
import { fallbackLang, pickText } from "../../i18n";
import { operationHandlers } from "../../operations";
import { cachedReference } from "../../shared/catalog-reference";

/** listCategories and listRegions: the values searches filter by, from the cached reference. */
export function filterHandlers({ db, catalog }: AppContext) {
  return operationHandlers({
    async listRegions(request) {
      const lang = request.query?.lang ?? fallbackLang;
      const ref = await cachedReference(db, await catalog.open());
      return [...ref.regions.values()].map(
        (region): Region => ({ code: region.code, name: pickText(region.names, lang) }),
      );
    },

    async listCategories(request) {
      const query = request.query ?? {};
      const lang = query.lang ?? fallbackLang;
      const ref = await cachedReference(db, await catalog.open());
      return ref.categories
        .inDisplayOrder()
        .filter((category) => !query.kind || category.kind === query.kind)
        .map(
          (category): Category => ({
            id: category.id,
            parent_id: category.parent_id,
            slug: category.slug,
            kind: category.kind,
            name: pickText(category.names, lang),
            icon: category.icon ?? null,
          }),
        );
    },
  });
}
