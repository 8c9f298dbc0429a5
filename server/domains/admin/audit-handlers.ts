import type { AppContext } from "../../context";
import { operationHandlers } from "../../operations";
import { toAuditEntry } from "../../shared/audit-log";

export function auditHandlers({ db }: AppContext) {
  return operationHandlers({
    async listAdminActions(request) {
      const query = request.query ?? {};
      const page = query.page ?? 1;
      const pageSize = query.page_size ?? 24;
      let rows = db.selectFrom("admin_actions");
      if (query.target_kind) rows = rows.where("target_kind", "=", query.target_kind);
      if (query.target_id) rows = rows.where("target_id", "=", query.target_id.toLowerCase());
      const [items, total] = await Promise.all([
        rows
          .selectAll()
          .orderBy("at", "desc")
          .orderBy("id", "desc")
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        rows.select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow(),
      ]);
      return {
        items: items.map(toAuditEntry),
        total: Number(total.count),
        page,
        page_size: pageSize,
      };
    },
  });
}
