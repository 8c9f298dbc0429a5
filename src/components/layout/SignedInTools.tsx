import { useActorRef } from "@xstate/react";
import { createUnreadCountActors } from "../../../machines/unread-count.actors";
import { unreadCountMachine } from "../../../machines/unread-count.machine";
import { useActors } from "../../lib/actors-context";
import { NotificationsLink } from "./NotificationsLink";
import { UserMenu } from "./UserMenu";

/**
 * What the header shows a signed-in person: their notifications and their account menu. The
 * unread count runs while this is on screen, from sign-in to sign-out, so each person who
 * signs in starts with their own (machines/unread-count.machine.ts).
 */
export function SignedInTools({ onOpenSettings }: { onOpenSettings: () => void }) {
  const { api, app } = useActors();
  const unreadCount = useActorRef(
    unreadCountMachine.provide({ actors: createUnreadCountActors(api, app) }),
  );
  return (
    <>
      <NotificationsLink unreadCount={unreadCount} />
      <UserMenu onOpenSettings={onOpenSettings} />
    </>
  );
}
