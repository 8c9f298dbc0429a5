import { useActorRef, useSelector } from "@xstate/react";
import { FormattedMessage } from "react-intl";
import { createPersonChatActors } from "../../../machines/support-chat.actors";
import { supportChatMachine } from "../../../machines/support-chat.machine";
import { type AppActors, useActors } from "../../lib/actors-context";
import { ChatThread } from "./ChatThread";

/** /support: the signed-in person's conversation with the support team, answers arriving live. */
export function SupportPage() {
  const { api, app, session } = useActors();
  const userId = useSelector(session, (s) => s.context.user?.id ?? "");
  return (
    <>
      <h1>
        <FormattedMessage id="support.title" />
      </h1>
      <p>
        <FormattedMessage id="support.intro" />
      </p>
      {/* The route guard shows this page only once the user is known. */}
      {userId && <PersonChat key={userId} userId={userId} api={api} app={app} />}
    </>
  );
}

function PersonChat({ userId, api, app }: { userId: string } & Pick<AppActors, "api" | "app">) {
  const chat = useActorRef(
    supportChatMachine.provide({ actors: createPersonChatActors(api, app, userId) }),
  );
  return <ChatThread chat={chat} mine={(fromAdmin) => !fromAdmin} labelId="support.label" />;
}
