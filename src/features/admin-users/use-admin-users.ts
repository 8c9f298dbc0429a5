import { useActorRef } from "@xstate/react";
import { useIntl } from "react-intl";
import type { ActorRefFrom } from "xstate";
import { adminUserMachine } from "../../../machines/admin-user.machine";
import {
  createAdminUserActors,
  createAdminUsersActors,
} from "../../../machines/admin-users.actors";
import { adminUsersMachine } from "../../../machines/admin-users.machine";
import { useActors } from "../../lib/actors-context";

export type AdminUsersActor = ActorRefFrom<typeof adminUsersMachine>;
export type AdminUserActor = ActorRefFrom<typeof adminUserMachine>;

/** The people's table, for as long as the page is open. */
export function useAdminUsers(): AdminUsersActor {
  const { api } = useActors();
  return useActorRef(adminUsersMachine.provide({ actors: createAdminUsersActors(api) }));
}

/** One person and the actions on them; the page is keyed by id, so a new id is a new actor. */
export function useAdminUser(id: string): AdminUserActor {
  const { api } = useActors();
  const { locale } = useIntl();
  return useActorRef(adminUserMachine.provide({ actors: createAdminUserActors(api) }), {
    input: { id, lang: locale },
  });
}
