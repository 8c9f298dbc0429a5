import { useSelector } from "@xstate/react";
import { useEffect, useId, useRef } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import type { ActorRefFrom } from "xstate";
import type { supportChatMachine } from "../../../machines/support-chat.machine";
import { Button } from "../../components/Button";
import { LoadFailed } from "../../components/catalog/LoadFailed";
import { ErrorText } from "../../components/ErrorText";
import { textFieldStyle } from "../../components/text-field-style";
import { formatDate, formatTime } from "../../lib/format/date-time";

/**
 * One support conversation from either side: its messages oldest first (earlier pages on
 * demand above), and a form to write. `mine` says which messages are the viewer's side's.
 * Texts are React text nodes: markup someone typed shows as typed.
 */
export function ChatThread({
  chat,
  mine,
  labelId,
}: {
  chat: ActorRefFrom<typeof supportChatMachine>;
  mine: (fromAdmin: boolean) => boolean;
  labelId: string;
}) {
  const intl = useIntl();
  const fieldId = useId();
  const messages = useSelector(chat, (s) => s.context.messages);
  const older = useSelector(chat, (s) => s.context.older);
  const draft = useSelector(chat, (s) => s.context.draft);
  const error = useSelector(chat, (s) => s.context.error);
  const failed = useSelector(chat, (s) => s.matches("failed"));
  const loading = useSelector(chat, (s) => s.matches("loading"));
  const busy = useSelector(chat, (s) => s.hasTag("busy"));
  const bottom = useRef<HTMLLIElement>(null);
  const lastId = messages.at(-1)?.id;

  // The newest message in view when one arrives or is sent (not when older ones load above).
  useEffect(() => {
    if (lastId) bottom.current?.scrollIntoView?.({ block: "nearest" });
  }, [lastId]);

  if (failed && error) {
    return <LoadFailed code={error} onRetry={() => chat.send({ type: "chat.retry" })} />;
  }
  return (
    <Thread aria-busy={busy}>
      {older && (
        <Button type="button" $tone="plain" onClick={() => chat.send({ type: "chat.older" })}>
          <FormattedMessage id="support.older" />
        </Button>
      )}
      {!loading && messages.length === 0 && (
        <p>
          <FormattedMessage id="support.empty" />
        </p>
      )}
      <Messages aria-live="polite" data-testid="chat-messages">
        {messages.map((message) => (
          <Message key={message.id} $mine={mine(message.from_admin)}>
            <Meta>
              <bdi>{message.author_name}</bdi>{" "}
              <time dateTime={message.at}>
                {formatDate(message.at, intl.locale)} {formatTime(message.at, intl.locale)}
              </time>
            </Meta>
            <Text dir="auto">{message.text}</Text>
          </Message>
        ))}
        <li ref={bottom} aria-hidden="true" />
      </Messages>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          chat.send({ type: "chat.send" });
        }}
      >
        <label htmlFor={fieldId}>
          <FormattedMessage id={labelId} />
        </label>
        <TextArea
          id={fieldId}
          rows={3}
          maxLength={2000}
          value={draft}
          onChange={(event) => chat.send({ type: "chat.draft", text: event.target.value })}
        />
        {error && !failed && <ErrorText code={error} />}
        <Button type="submit" disabled={busy || draft.trim() === ""}>
          <FormattedMessage id="support.send" />
        </Button>
      </Form>
    </Thread>
  );
}

const Thread = styled.section`
  display: grid;
  gap: 0.75rem;
  justify-items: start;
`;

const Messages = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
  width: 100%;
  max-height: 60vh;
  overflow-y: auto;
`;

const Message = styled.li<{ $mine: boolean }>`
  justify-self: ${({ $mine }) => ($mine ? "end" : "start")};
  max-width: min(36rem, 90%);
  padding: 0.5rem 0.75rem;
  border-radius: 0.5rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme, $mine }) => ($mine ? theme.color.surface : theme.color.background)};
`;

const Meta = styled.p`
  margin: 0 0 0.25rem;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.color.muted};
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Form = styled.form`
  display: grid;
  gap: 0.5rem;
  width: 100%;
`;

const TextArea = styled.textarea`
  ${textFieldStyle}
  resize: vertical;
`;
