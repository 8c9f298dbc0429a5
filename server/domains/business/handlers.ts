import type { Business } from "../../../sdk/types.gen";
import { type AppContext, idParam } from "../../context";
import { ApiError } from "../../errors";
import { fallbackLang, pickText } from "../../i18n";
import { operationHandlers } from "../../operations";
import { feedbackFromJson } from "../../shared/feedback";
import { feedbackRefusal } from "../../shared/feedback-rule";
import { toRatingSummary } from "../../shared/rating";
import { findBusinessRow } from "./repository";

export function businessHandlers({ db }: AppContext) {
  return operationHandlers({
    async getBusiness(request) {
      const id = idParam(request.params);
      const lang = request.query?.lang ?? fallbackLang;
      const viewer = request.auth;
      const viewerId = viewer?.userId ?? null;
      const row = await findBusinessRow(db, id, viewerId);
      if (!row) throw new ApiError(404, "business_not_found");
      const mayView =
        row.status === "accepted" || viewer?.role === "admin" || viewerId === row.owner_id;
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
        region: row.region_code
          ? { code: row.region_code, name: pickText(row.region_names, lang) }
          : null,
        address: row.address,
        location:
          row.latitude !== null && row.longitude !== null
            ? { latitude: Number(row.latitude), longitude: Number(row.longitude) }
            : null,
        working_hours: row.working_hours,
        links: row.links,
        logo: row.logo_image_id,
        owner_id: row.owner_id,
        rating: toRatingSummary(row),
        offering_count: row.offering_count,
        is_favorite: Boolean(row.is_favorite),
        my_feedback: feedbackFromJson(row.my_feedback, viewerId),
        feedback_refusal:
          feedbackRefusal(
            { kind: "business", id: row.id },
            { owner_id: row.owner_id, business_status: row.status, offering_status: null },
            viewerId,
          )?.code ?? null,
        created_at: new Date(row.created_at).toISOString(),
      };
      return business;
    },
  });
}
