import type { Business } from "../../../sdk/types.gen";
import type { AppContext, OperationHandlers } from "../../context";
import { ApiError } from "../../errors";
import { fallbackLang, pickText } from "../../i18n";
import { findBusinessRow } from "./repository";

export function businessHandlers({ db }: AppContext): OperationHandlers {
  return {
    async getBusiness(request) {
      const { id } = request.params as { id: string };
      const lang = (request.query as { lang?: string }).lang ?? fallbackLang;
      const row = await findBusinessRow(db, id.toLowerCase());
      if (!row) throw new ApiError(404, "business_not_found");
      const viewer = request.auth;
      const mayView =
        row.status === "accepted" || viewer?.role === "admin" || viewer?.userId === row.owner_id;
      if (!mayView) throw new ApiError(403, "not_authorized_view_business");
      const business: Business = {
        id: row.id,
        name: pickText(row.names, lang),
        description: pickText(row.descriptions, lang),
        status: row.status,
        oked: { id: row.oked_id, code: row.oked_code, name: pickText(row.oked_names, lang) },
        tax_id: row.tax_id,
        phone: row.phone,
        email: row.email,
        region: row.region,
        address: row.address,
        logo: row.logo_image_id,
        owner_id: row.owner_id,
        created_at: new Date(row.created_at).toISOString(),
      };
      return business;
    },
  };
}
