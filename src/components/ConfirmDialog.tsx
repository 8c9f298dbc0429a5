import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { Button } from "./Button";
import { Dialog, DialogActions } from "./Dialog";

interface ConfirmDialogProps {
  open: boolean;
  title?: ReactNode;
  message?: ReactNode;
  okLabel?: ReactNode;
  cancelLabel?: ReactNode;
  tone?: "primary" | "danger";
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * SPEC.md section 9 defaults: title Confirm, message "Are you sure?", ok label Confirm, colour
 * primary. The colour is the confirming button's: red (`danger`) for destructive actions.
 */
export function ConfirmDialog({
  open,
  title = <FormattedMessage id="confirm.title" />,
  message = <FormattedMessage id="confirm.message" />,
  okLabel = <FormattedMessage id="confirm.ok" />,
  cancelLabel = <FormattedMessage id="confirm.cancel" />,
  tone = "primary",
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} title={title} onClose={onCancel} role="alertdialog">
      <p>{message}</p>
      <DialogActions>
        <Button type="button" $tone="plain" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="button" $tone={tone} onClick={onConfirm} data-testid="confirm-ok">
          {okLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
