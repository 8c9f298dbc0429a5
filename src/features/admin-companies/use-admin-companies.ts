import { useActorRef } from "@xstate/react";
import { useIntl } from "react-intl";
import type { ActorRefFrom } from "xstate";
import {
  createAdminCompaniesActors,
  createAdminCompanyActors,
} from "../../../machines/admin-companies.actors";
import { adminCompaniesMachine } from "../../../machines/admin-companies.machine";
import { adminCompanyMachine } from "../../../machines/admin-company.machine";
import { useActors } from "../../lib/actors-context";

export type AdminCompaniesActor = ActorRefFrom<typeof adminCompaniesMachine>;
export type AdminCompanyActor = ActorRefFrom<typeof adminCompanyMachine>;

/** The verification queue, for as long as the page is open. */
export function useAdminCompanies(): AdminCompaniesActor {
  const { api } = useActors();
  return useActorRef(adminCompaniesMachine.provide({ actors: createAdminCompaniesActors(api) }));
}

/** One company and the decision on it; the page is keyed by id, so a new id is a new actor. */
export function useAdminCompany(id: string): AdminCompanyActor {
  const { api } = useActors();
  const { locale } = useIntl();
  return useActorRef(adminCompanyMachine.provide({ actors: createAdminCompanyActors(api) }), {
    input: { id, lang: locale },
  });
}
