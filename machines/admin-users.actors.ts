import { fromPromise } from "xstate";
import type { AdminUser, AdminUserDetail, AdminUserPage, Lang } from "../sdk";
import type { UserActionRequest } from "./admin-user.machine";
import type { UserListRequest } from "./admin-users.machine";
import type { Api } from "./load-sdk";
import { inlineErrors, unwrap } from "./request-failure";

/**
 * The users screens' effects over the generated SDK. The pages show every refusal where it
 * happened (the table's load, an action beside its buttons), so no toast as well.
 */
export function createAdminUsersActors(api: () => Promise<Api>) {
  return {
    list: fromPromise<AdminUserPage, UserListRequest>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      return unwrap(
        await sdk.listAdminUsers({
          client,
          signal,
          headers: inlineErrors,
          query: {
            page: input.page,
            page_size: input.pageSize,
            ...(input.q ? { q: input.q } : {}),
            ...(input.role ? { role: input.role } : {}),
            ...(input.status ? { status: input.status } : {}),
          },
        }),
      );
    }),
  };
}

export function createAdminUserActors(api: () => Promise<Api>) {
  return {
    load: fromPromise<AdminUserDetail, { id: string; lang: string }>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      return unwrap(
        await sdk.getAdminUser({
          client,
          signal,
          headers: inlineErrors,
          path: { id: input.id },
          query: { lang: input.lang as Lang },
        }),
      );
    }),
    act: fromPromise<AdminUser, UserActionRequest>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      const call = { client, signal, headers: inlineErrors, path: { id: input.id } };
      const { action } = input;
      if (action.kind === "deactivate") return unwrap(await sdk.deactivateUser(call));
      if (action.kind === "reactivate") return unwrap(await sdk.reactivateUser(call));
      return unwrap(await sdk.changeUserRole({ ...call, body: { role: action.role } }));
    }),
  };
}
