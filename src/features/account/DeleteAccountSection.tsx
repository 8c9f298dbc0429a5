import { useActorRef, useSelector } from "@xstate/react";
import { useId } from "react";
import { FormattedMessage } from "react-intl";
import { accountDeletionMachine } from "../../../machines/account-deletion.machine";
import { createProfileActors } from "../../../machines/profile.actors";
import { Button } from "../../components/Button";
import { Dialog, DialogActions } from "../../components/Dialog";
import { ErrorText } from "../../components/ErrorText";
import { useActors } from "../../lib/actors-context";
import { Form, Section, TextField } from "./form-parts";

/**
 * Deleting the account, after a confirmation that says what goes (and asks for the password
 * when the account has one). Once deleted the session ends: signed out, back to the home page.
 */
export function DeleteAccountSection({
  hasPassword,
  isBusiness,
}: {
  hasPassword: boolean;
  isBusiness: boolean;
}) {
  const { api, session } = useActors();
  const headingId = useId();
  const profileActors = createProfileActors(api);
  const actor = useActorRef(
    accountDeletionMachine.provide({
      actors: {
        check: profileActors.checkDeletion,
        remove: profileActors.deleteAccount,
      },
      actions: { accountDeleted: () => session.send({ type: "session.end" }) },
    }),
    { input: { hasPassword } },
  );
  const confirming = useSelector(actor, (s) => !s.matches("idle") && !s.matches("deleted"));
  const errors = useSelector(actor, (s) => s.context.errors);
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.hasTag("busy"));
  const what = isBusiness ? "profileEdit.delete.whatBusiness" : "profileEdit.delete.what";

  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage id="profileEdit.delete.title" />
      </h2>
      <p>
        <FormattedMessage id={what} />
      </p>
      <Button type="button" $tone="danger" onClick={() => actor.send({ type: "deletion.start" })}>
        <FormattedMessage id="profileEdit.delete.start" />
      </Button>
      <Dialog
        open={confirming}
        role="alertdialog"
        title={<FormattedMessage id="profileEdit.delete.confirmTitle" />}
        onClose={() => actor.send({ type: "deletion.cancel" })}
      >
        <Form
          aria-busy={busy}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const data = new FormData(event.currentTarget);
            actor.send({ type: "deletion.confirm", password: String(data.get("password") ?? "") });
          }}
        >
          <p>
            <FormattedMessage id={what} />{" "}
            <strong>
              <FormattedMessage id="profileEdit.delete.forGood" />
            </strong>
          </p>
          {hasPassword && (
            <TextField
              label={<FormattedMessage id="profileEdit.delete.password" />}
              name="password"
              type="password"
              autoComplete="current-password"
              error={errors.password}
            />
          )}
          {error && <ErrorText code={error} />}
          <DialogActions>
            <Button
              type="button"
              $tone="plain"
              onClick={() => actor.send({ type: "deletion.cancel" })}
            >
              <FormattedMessage id="profileEdit.cancel" />
            </Button>
            <Button type="submit" $tone="danger" disabled={busy}>
              <FormattedMessage id="profileEdit.delete.confirm" />
            </Button>
          </DialogActions>
        </Form>
      </Dialog>
    </Section>
  );
}
