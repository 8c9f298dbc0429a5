import type { Currency, Oked } from "../../../sdk/types.gen";
import type { AppContext, OperationHandlers } from "../../context";
import { ApiError } from "../../errors";
import { fallbackLang, pickText } from "../../i18n";
import { findImage, listCurrencyRows, listOkedRows } from "./repository";

interface LangQuery {
  lang?: string;
}

// Only the default placeholder is SVG (users cannot upload one); this stops any script in it.
const svgPolicy = "default-src 'none'; style-src 'unsafe-inline'";

export function referenceHandlers({ db }: AppContext): OperationHandlers {
  return {
    async listCurrencies(request) {
      const lang = (request.query as LangQuery).lang ?? fallbackLang;
      const rows = await listCurrencyRows(db);
      return rows.map(
        (row): Currency => ({
          id: row.id,
          code: row.code as Currency["code"],
          name: pickText(row.names, lang),
          rate: Number(row.rate),
        }),
      );
    },

    async listOkeds(request) {
      const lang = (request.query as LangQuery).lang ?? fallbackLang;
      const rows = await listOkedRows(db);
      return rows.map(
        (row): Oked => ({ id: row.id, code: row.code, name: pickText(row.names, lang) }),
      );
    },

    async getImage(request, reply) {
      const { id } = request.params as { id: string };
      const image = await findImage(db, id.toLowerCase());
      if (!image) throw new ApiError(404, "image_not_found");
      reply
        .header("Content-Type", image.content_type)
        .header("Cache-Control", "public, max-age=31536000, immutable");
      if (image.content_type === "image/svg+xml")
        reply.header("Content-Security-Policy", svgPolicy);
      return reply.send(Buffer.from(image.bytes));
    },
  };
}
