import type { Role } from "../../../sdk/types.gen";
import { requireAuth } from "../../auth/bearer";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { asLang } from "../../i18n";
import { operationHandlers } from "../../operations";
import { recordAdminAction } from "../../shared/audit-log";
import { findUser, listUsers, setUser, toAdminUser, userDetail } from "./users-repository";

type Change = { is_active: boolean } | { role: Role };

/**
 * The administration's people: the list, one person's page, and what may be done to them
 * (deactivate, reactivate, change role), each recorded in the audit log with the change.
 */
export function adminUsersHandlers({ db, tokens }: AppContext) {
  /**
   * Applies `change` to the person unless it is already so, recording it in the same
   * transaction; then ends their sessions when `endSessions` says the change calls for it.
   */
  async function change(
    actorId: string,
    targetId: string,
    action: string,
    next: Change,
    endSessions: boolean,
  ) {
    // Oneself: an administrator could lock themself out, or leave the site with no admin.
    if (actorId === targetId) throw new ApiError(403, "cannot_be_controlled");
    const outcome = await db.transaction().execute(async (trx) => {
      const user = await findUser(trx, targetId, true);
      if (!user) throw new ApiError(404, "user_not_found");
      const before = "role" in next ? { role: user.role } : { is_active: user.is_active };
      const unchanged =
        "role" in next ? user.role === next.role : user.is_active === next.is_active;
      if (unchanged) return { user, changed: false };
      const updated = await setUser(trx, targetId, next);
      await recordAdminAction(trx, {
        actorId,
        action,
        target: { kind: "user", id: targetId },
        before,
        after: next,
      });
      return { user: updated, changed: true };
    });
    // After the commit, so a refresh racing it already finds the account changed. Ending the
    // sessions also refuses their access tokens from now on and closes their sockets.
    if (outcome.changed && endSessions) await tokens.revokeUserSessions(targetId);
    return toAdminUser(outcome.user);
  }

  return operationHandlers({
    async listAdminUsers(request) {
      const query = request.query ?? {};
      const page = query.page ?? 1;
      const pageSize = query.page_size ?? 24;
      const { items, total } = await listUsers(db, query, page, pageSize);
      return { items, total, page, page_size: pageSize };
    },

    async getAdminUser(request) {
      const user = await findUser(db, request.params.id.toLowerCase());
      if (!user) throw new ApiError(404, "user_not_found");
      return userDetail(db, user, asLang(request.query?.lang));
    },

    async deactivateUser(request) {
      const actor = requireAuth(request).userId;
      const id = request.params.id.toLowerCase();
      return change(actor, id, "user.deactivate", { is_active: false }, true);
    },

    async reactivateUser(request) {
      const actor = requireAuth(request).userId;
      const id = request.params.id.toLowerCase();
      return change(actor, id, "user.reactivate", { is_active: true }, false);
    },

    async changeUserRole(request) {
      const actor = requireAuth(request).userId;
      const id = request.params.id.toLowerCase();
      return change(actor, id, "user.role", { role: request.body.role }, true);
    },
  });
}
