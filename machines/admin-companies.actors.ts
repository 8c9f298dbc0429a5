import { fromPromise } from "xstate";
import type { AdminBusiness, AdminBusinessPage, Lang } from "../sdk";
import type { CompanyQueueFilter } from "./admin-companies.machine";
import type { Decision } from "./admin-company.machine";
import type { Api } from "./load-sdk";
import { inlineErrors, unwrap } from "./request-failure";

/**
 * The companies screens' effects over the generated SDK. The pages show every refusal where
 * it happened (the queue's load, the decision beside its buttons), so no toast as well.
 */
export function createAdminCompaniesActors(api: () => Promise<Api>) {
  return {
    list: fromPromise<AdminBusinessPage, CompanyQueueFilter & { pageSize: number }>(
      async ({ input, signal }) => {
        const { sdk, client } = await api();
        return unwrap(
          await sdk.listAdminBusinesses({
            client,
            signal,
            headers: inlineErrors,
            query: {
              page: input.page,
              page_size: input.pageSize,
              ...(input.status ? { status: input.status } : {}),
              ...(input.q ? { q: input.q } : {}),
            },
          }),
        );
      },
    ),
  };
}

export function createAdminCompanyActors(api: () => Promise<Api>) {
  return {
    load: fromPromise<AdminBusiness, { id: string }>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      return unwrap(
        await sdk.getAdminBusiness({
          client,
          signal,
          headers: inlineErrors,
          path: { id: input.id },
        }),
      );
    }),
    decide: fromPromise<AdminBusiness, Decision>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      return unwrap(
        await sdk.decideAdminBusiness({
          client,
          signal,
          headers: inlineErrors,
          path: { id: input.id },
          // A POST carries no `lang` of itself: the activity's and region's names in the page's.
          query: { lang: input.lang as Lang },
          body: input.reason
            ? { action: input.action, reason: input.reason }
            : { action: input.action },
        }),
      );
    }),
  };
}
