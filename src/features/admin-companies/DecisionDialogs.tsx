import { useSelector } from "@xstate/react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { Dialog, DialogActions } from "../../components/Dialog";
import { LabelledField } from "../../components/LabelledField";
import { textFieldStyle } from "../../components/text-field-style";
import type { AdminCompanyActor } from "./use-admin-companies";

/**
 * The question before a decision: accept and unblock are confirmed; reject and block ask for
 * the reason the owner will read (the machine refuses a blank one).
 */
export function DecisionDialogs({ actor, name }: { actor: AdminCompanyActor; name: string }) {
  const intl = useIntl();
  const action = useSelector(actor, (s) => s.context.action);
  const confirming = useSelector(actor, (s) => s.matches({ ready: "confirming" }));
  const asking = useSelector(actor, (s) => s.matches({ ready: "askingReason" }));
  const reason = useSelector(actor, (s) => s.context.reason);
  const error = useSelector(actor, (s) =>
    s.matches({ ready: "askingReason" }) ? s.context.error : null,
  );
  const cancel = () => actor.send({ type: "company.cancel" });
  const bdiName = <bdi>{name}</bdi>;
  // Both dialogs stay mounted (closed): each names only the decisions it is for.
  const confirmed = confirming ? action : null;
  const reasoned = asking ? action : null;
  return (
    <>
      <ConfirmDialog
        open={confirming}
        title={confirmed && <FormattedMessage id={`admin.companies.action.${confirmed}`} />}
        message={
          confirmed && (
            <FormattedMessage
              id={`admin.companies.confirm.${confirmed}`}
              values={{ name: bdiName }}
            />
          )
        }
        okLabel={confirmed && <FormattedMessage id={`admin.companies.action.${confirmed}`} />}
        onConfirm={() => actor.send({ type: "company.confirm" })}
        onCancel={cancel}
      />
      <Dialog
        open={asking}
        onClose={cancel}
        title={
          reasoned && (
            <FormattedMessage
              id={`admin.companies.reasonTitle.${reasoned}`}
              values={{ name: bdiName }}
            />
          )
        }
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: "company.confirm" });
          }}
        >
          <LabelledField
            label={<FormattedMessage id="admin.companies.reasonLabel" />}
            error={error}
          >
            {(control) => (
              <Reason
                id={control.id}
                aria-describedby={control.describedBy}
                aria-invalid={control.invalid}
                dir="auto"
                rows={4}
                maxLength={1000}
                value={reason}
                onChange={(event) =>
                  actor.send({ type: "company.reason", reason: event.target.value })
                }
              />
            )}
          </LabelledField>
          <DialogActions>
            <Button type="button" $tone="plain" onClick={cancel}>
              {intl.formatMessage({ id: "confirm.cancel" })}
            </Button>
            <Button type="submit" $tone="danger">
              {reasoned && <FormattedMessage id={`admin.companies.action.${reasoned}`} />}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}

const Reason = styled.textarea`
  ${textFieldStyle}
  padding-block: 0.5rem;
  resize: vertical;
`;
