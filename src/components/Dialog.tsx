import { type ReactNode, useEffect, useId, useRef } from "react";
import styled from "styled-components";

interface DialogProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  role?: "dialog" | "alertdialog";
}

/**
 * A modal on the native <dialog>: the browser gives focus trapping, Escape and the top layer,
 * so screen readers and keyboards behave without our own focus code.
 */
export function Dialog({ open, title, onClose, children, role = "dialog" }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <Panel
      ref={ref}
      role={role}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <Title id={titleId}>{title}</Title>
      {children}
    </Panel>
  );
}

const Panel = styled.dialog`
  inline-size: min(26rem, calc(100vw - 2rem));
  padding: 1.5rem;
  border: none;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow};
  &::backdrop { background: ${({ theme }) => theme.color.backdrop}; }
`;

const Title = styled.h2`
  margin-block: 0 1rem;
  font-size: 1.25rem;
`;

export const DialogActions = styled.div`
  display: flex;
  gap: 0.75rem;
  justify-content: flex-end;
  margin-block-start: 1.25rem;
`;
