import type { Favorites } from "../../../sdk/types.gen";
import { requireAuth } from "../../auth/bearer";
import { type AppContext, idParam } from "../../context";
import { ApiError } from "../../errors";
import { fallbackLang } from "../../i18n";
import { operationHandlers } from "../../operations";
import { toBusinessCard } from "../../shared/cards/business-cards";
import { toOfferingCard } from "../../shared/cards/offering-cards";
import { cachedReference, displayCurrencyOf } from "../../shared/catalog-reference";
import {
  favoriteBusinessRows,
  favoriteOfferingRows,
  forgetFavoriteBusiness,
  forgetFavoriteOffering,
  saveFavoriteBusiness,
  saveFavoriteOffering,
} from "./repository";

export function favoritesHandlers({ db, catalog }: AppContext) {
  return operationHandlers({
    async listFavorites(request) {
      const { userId } = requireAuth(request);
      const query = request.query ?? {};
      const lang = query.lang ?? fallbackLang;
      // The names of categories, regions and currencies; the saved cards themselves are read
      // live, being one person's.
      const ref = await cachedReference(db, await catalog.open());
      const display = displayCurrencyOf(ref, query.currency);
      const [offerings, businesses] = await Promise.all([
        favoriteOfferingRows(db, userId, display),
        favoriteBusinessRows(db, userId),
      ]);
      const favorites: Favorites = {
        offerings: offerings.map((row) => toOfferingCard(row, { ref, lang, display })),
        businesses: businesses.map((row) => toBusinessCard(row, ref, lang)),
      };
      return favorites;
    },

    async addFavoriteOffering(request, reply) {
      const { userId } = requireAuth(request);
      if (!(await saveFavoriteOffering(db, userId, idParam(request.params)))) {
        throw new ApiError(404, "offering_not_found");
      }
      return reply.code(204).send();
    },

    async removeFavoriteOffering(request, reply) {
      const { userId } = requireAuth(request);
      await forgetFavoriteOffering(db, userId, idParam(request.params));
      return reply.code(204).send();
    },

    async addFavoriteBusiness(request, reply) {
      const { userId } = requireAuth(request);
      if (!(await saveFavoriteBusiness(db, userId, idParam(request.params)))) {
        throw new ApiError(404, "business_not_found");
      }
      return reply.code(204).send();
    },

    async removeFavoriteBusiness(request, reply) {
      const { userId } = requireAuth(request);
      await forgetFavoriteBusiness(db, userId, idParam(request.params));
      return reply.code(204).send();
    },
  });
}
