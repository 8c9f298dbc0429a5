import { useSelector } from "@xstate/react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import type { Toast, ToastActionKind } from "../../../machines/toasts.machine";
import { useActors } from "../../lib/actors-context";
import { IntlText } from "../IntlText";

const ACTION_LABELS: Record<ToastActionKind, string> = {
  reload: "toast.reload",
  close: "toast.close",
  copy: "toast.copy",
};

/** The toasts machine's queue, newest last; danger toasts are announced at once. */
export function ToastCards() {
  const { toasts } = useActors();
  const intl = useIntl();
  const items = useSelector(toasts, (s) => s.context.toasts);

  return (
    <>
      {items.map((toast: Toast) => (
        <Card key={toast.id} role={toast.tone === "danger" ? "alert" : "status"} $tone={toast.tone}>
          <Title>
            <IntlText value={toast.title} />
          </Title>
          {toast.description && (
            <p>
              <IntlText value={toast.description} />
            </p>
          )}
          <Actions>
            {toast.actions.map((action) => (
              <button
                key={action}
                type="button"
                onClick={() => toasts.send({ type: "toast.act", id: toast.id, action })}
              >
                {intl.formatMessage({ id: ACTION_LABELS[action] })}
              </button>
            ))}
            {!toast.actions.includes("close") && (
              <button
                type="button"
                onClick={() => toasts.send({ type: "toast.dismiss", id: toast.id })}
              >
                {intl.formatMessage({ id: "toast.dismiss" })}
              </button>
            )}
          </Actions>
        </Card>
      ))}
    </>
  );
}

const Card = styled.div<{ $tone: Toast["tone"] }>`
  padding: 0.85rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-inline-start: 5px solid
    ${({ theme, $tone }) => ($tone === "danger" ? theme.color.danger : theme.color.primary)};
  box-shadow: ${({ theme }) => theme.shadow};
  p { margin: 0.25rem 0 0; }
  /* A notification without a body (a message of a title alone). */
  p:empty { display: none; }
`;

const Title = styled.strong`
  display: block;
`;

const Actions = styled.div`
  display: flex;
  gap: 0.5rem;
  justify-content: flex-end;
  margin-block-start: 0.5rem;
  button {
    min-block-size: 36px;
    padding-inline: 0.75rem;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: 8px;
    background: transparent;
    color: ${({ theme }) => theme.color.text};
    cursor: pointer;
  }
`;
