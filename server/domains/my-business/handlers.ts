import type { BusinessStatus, MyBusiness } from "../../../sdk/types.gen";
import { requireAuth } from "../../auth/bearer";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { fallbackLang, pickText } from "../../i18n";
import { operationHandlers } from "../../operations";
import {
  listVerificationSteps,
  notifyVerification,
  recordVerificationStep,
} from "../../shared/business-verification";
import { changesVerifiedFacts, checkedChanges } from "./business-changes";
import { type Executor, findOwnBusiness, type OwnBusinessRow, updateBusiness } from "./repository";

async function toMyBusiness(db: Executor, row: OwnBusinessRow, lang: string): Promise<MyBusiness> {
  const history = await listVerificationSteps(db, row.id);
  const latest = history[0];
  return {
    id: row.id,
    names: row.names,
    descriptions: row.descriptions,
    status: row.status,
    // Why it was rejected or blocked: the reason of the step that made it so.
    status_reason:
      (row.status === "rejected" || row.status === "blocked") && latest?.status === row.status
        ? latest.reason
        : null,
    history,
    oked: { id: row.oked_id, code: row.oked_code, name: pickText(row.oked_names, lang) },
    tax_id: row.tax_id,
    phone: row.phone,
    email: row.email,
    region: row.region_code,
    address: row.address,
    working_hours: row.working_hours,
    links: row.links,
    logo: row.logo_image_id,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/**
 * The owner's editor of their business (x-roles business in the contract): always the
 * caller's own, found by owner, so no id of another business can be asked for.
 */
export function myBusinessHandlers({ db, notifier }: AppContext) {
  return operationHandlers({
    async getMyBusiness(request) {
      const { userId } = requireAuth(request);
      const row = await findOwnBusiness(db, userId);
      if (!row) throw new ApiError(404, "business_not_found");
      return toMyBusiness(db, row, request.query?.lang ?? fallbackLang);
    },

    async updateMyBusiness(request) {
      const { userId } = requireAuth(request);
      const outcome = await db.transaction().execute(async (trx) => {
        const current = await findOwnBusiness(trx, userId, { lock: true });
        if (!current) throw new ApiError(404, "business_not_found");
        if (current.status === "blocked") throw new ApiError(403, "action_update_not_allowed");
        const changes = await checkedChanges(trx, current, request.body, userId);
        await updateBusiness(trx, current.id, changes);
        // Accepted: what the administrator verified changed, so they verify it again (its
        // offerings leave search meanwhile). Rejected: any change is a resubmission.
        const resubmitted =
          (current.status === "accepted" && changesVerifiedFacts(changes)) ||
          (current.status === "rejected" && Object.keys(changes).length > 0);
        let status: BusinessStatus | null = null;
        if (resubmitted) {
          await recordVerificationStep(trx, {
            businessId: current.id,
            status: "pending",
            decidedBy: userId,
          });
          status = "pending";
        }
        return { current, names: changes.names ?? current.names, status };
      });
      const { current, names, status } = outcome;
      if (status) {
        await notifyVerification(
          notifier,
          { id: current.id, ownerId: userId, ownerLang: current.owner_lang, names },
          status,
        );
      }
      const row = await findOwnBusiness(db, userId);
      if (!row) throw new ApiError(404, "business_not_found");
      return toMyBusiness(db, row, request.query?.lang ?? fallbackLang);
    },
  });
}
