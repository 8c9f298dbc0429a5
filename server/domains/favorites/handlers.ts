import type { Favorites, Money } from "../../../sdk/types.gen";
import { requireAuth } from "../../auth/bearer";
import type { AppContext, OperationHandlers } from "../../context";
import { ApiError } from "../../errors";
import { fallbackLang } from "../../i18n";
import { toBusinessCard, toOfferingCard } from "./cards";
import {
  favoriteBusinessRows,
  favoriteOfferingRows,
  findDisplayCurrency,
  forgetFavoriteBusiness,
  forgetFavoriteOffering,
  saveFavoriteBusiness,
  saveFavoriteOffering,
} from "./repository";

interface FavoritesQuery {
  lang?: string;
  currency?: Money["currency"];
}

function idParam(params: unknown): string {
  return (params as { id: string }).id.toLowerCase();
}

export function favoritesHandlers({ db }: AppContext): OperationHandlers {
  return {
    async listFavorites(request) {
      const { userId } = requireAuth(request);
      const query = request.query as FavoritesQuery;
      const lang = query.lang ?? fallbackLang;
      const display = await findDisplayCurrency(db, query.currency ?? "USD");
      if (!display) throw new ApiError(400, "currency_not_found");
      const [offerings, businesses] = await Promise.all([
        favoriteOfferingRows(db, userId, display),
        favoriteBusinessRows(db, userId),
      ]);
      const favorites: Favorites = {
        offerings: offerings.map((row) => toOfferingCard(row, lang, display.code)),
        businesses: businesses.map((row) => toBusinessCard(row, lang)),
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
  };
}
