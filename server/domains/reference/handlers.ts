import type { Currency, Oked } from "../../../sdk/types.gen";
import { requireAuth } from "../../auth/bearer";
import { type AppContext, idParam } from "../../context";
import { ApiError } from "../../errors";
import { fallbackLang, pickText } from "../../i18n";
import { decodeUploadedImage } from "../../images";
import { operationHandlers, sendBytes } from "../../operations";
import { findImage, insertImage, listCurrencyRows, listOkedRows } from "./repository";

// Only the default placeholder is SVG (users cannot upload one); this stops any script in it.
const svgPolicy = "default-src 'none'; style-src 'unsafe-inline'";

export function referenceHandlers({ db }: AppContext) {
  return operationHandlers({
    async listCurrencies(request) {
      const lang = request.query?.lang ?? fallbackLang;
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
      const lang = request.query?.lang ?? fallbackLang;
      const rows = await listOkedRows(db);
      return rows.map(
        (row): Oked => ({ id: row.id, code: row.code, name: pickText(row.names, lang) }),
      );
    },

    async uploadImage(request, reply) {
      const { userId } = requireAuth(request);
      const image = decodeUploadedImage(request.body.data);
      const id = await insertImage(db, { ...image, ownerId: userId });
      return reply.code(201).send({ id });
    },

    async getImage(request, reply) {
      const image = await findImage(db, idParam(request.params));
      if (!image) throw new ApiError(404, "image_not_found");
      reply
        .header("Content-Type", image.content_type)
        .header("Cache-Control", "public, max-age=31536000, immutable");
      if (image.content_type === "image/svg+xml")
        reply.header("Content-Security-Policy", svgPolicy);
      return sendBytes(reply, Buffer.from(image.bytes));
    },
  });
}
