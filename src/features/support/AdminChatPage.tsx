import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { unwrap } from "../../../machines/request-failure";
import { createResourceActors } from "../../../machines/resource.actors";
import { resourceMachine } from "../../../machines/resource.machine";
import { chatMessageOf, createAdminChatActors } from "../../../machines/support-chat.actors";
import { supportChatMachine } from "../../../machines/support-chat.machine";
import type { SupportConversationPage } from "../../../sdk";
import { Button } from "../../components/Button";
import { LoadFailed } from "../../components/catalog/LoadFailed";
import { useActors } from "../../lib/actors-context";
import { formatDate, formatTime } from "../../lib/format/date-time";
import { ChatThread } from "./ChatThread";

/**
 * /admin/chat: the support conversations, newest activity first with unread counts (fetched
 * again whenever a chat message arrives on the socket); the one opened shows beside the list,
 * is marked read, and is answered live.
 */
export function AdminChatPage() {
  const intl = useIntl();
  const { api, app } = useActors();
  const list = useActorRef(
    resourceMachine.provide({
      actors: createResourceActors(api, async (sdk, call) =>
        unwrap(await sdk.listSupportConversations({ ...call, query: { page_size: 48 } })),
      ),
    }),
  );
  const data = useSelector(list, (s) => s.context.data as SupportConversationPage | null);
  const error = useSelector(list, (s) => s.context.error);
  const [openId, setOpenId] = useState<string | null>(null);

  useEffect(() => {
    const subscription = app.on("socketMessage", ({ message }) => {
      if (chatMessageOf(message)) list.send({ type: "resource.reload" });
    });
    return () => subscription.unsubscribe();
  }, [app, list]);

  return (
    <>
      <h1>
        <FormattedMessage id="admin.chat.title" />
      </h1>
      <Layout>
        <section aria-labelledby="chat-conversations">
          <h2 id="chat-conversations">
            <FormattedMessage id="admin.chat.conversations" />
          </h2>
          {error && !data ? (
            <LoadFailed code={error} onRetry={() => list.send({ type: "resource.retry" })} />
          ) : data && data.items.length === 0 ? (
            <p>
              <FormattedMessage id="admin.chat.none" />
            </p>
          ) : (
            <List data-testid="chat-conversations">
              {data?.items.map((conversation) => (
                <li key={conversation.id}>
                  <Button
                    type="button"
                    $tone="plain"
                    aria-current={conversation.id === openId ? "true" : undefined}
                    onClick={() => setOpenId(conversation.id)}
                  >
                    <bdi>{conversation.person.name}</bdi>
                    {conversation.unread > 0 && conversation.id !== openId && (
                      <Unread>
                        <FormattedMessage
                          id="admin.chat.unread"
                          values={{ count: conversation.unread }}
                        />
                      </Unread>
                    )}
                  </Button>
                  <Preview dir="auto">{conversation.last_message.text}</Preview>
                  <time dateTime={conversation.last_message.at}>
                    {formatDate(conversation.last_message.at, intl.locale)}{" "}
                    {formatTime(conversation.last_message.at, intl.locale)}
                  </time>
                </li>
              ))}
            </List>
          )}
        </section>
        <section aria-label={intl.formatMessage({ id: "admin.chat.title" })}>
          {openId ? (
            <AdminChat key={openId} conversationId={openId} />
          ) : (
            <p>
              <FormattedMessage id="admin.chat.pick" />
            </p>
          )}
        </section>
      </Layout>
    </>
  );
}

function AdminChat({ conversationId }: { conversationId: string }) {
  const { api, app } = useActors();
  const chat = useActorRef(
    supportChatMachine.provide({ actors: createAdminChatActors(api, app, conversationId) }),
  );
  return <ChatThread chat={chat} mine={(fromAdmin) => fromAdmin} labelId="admin.chat.answer" />;
}

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: minmax(14rem, 1fr) 2fr;
  align-items: start;
  @media (max-width: 48rem) {
    grid-template-columns: 1fr;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
  li { display: grid; gap: 0.125rem; }
`;

const Unread = styled.span`
  margin-inline-start: 0.5rem;
  padding: 0 0.375rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: 0.8125rem;
`;

const Preview = styled.span`
  color: ${({ theme }) => theme.color.muted};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  max-width: 24rem;
`;
