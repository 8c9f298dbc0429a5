import { useActorRef, useSelector } from "@xstate/react";
import { useId } from "react";
import { FormattedMessage } from "react-intl";
import { passwordChangeMachine } from "../../../machines/password-change.machine";
import { createProfileActors } from "../../../machines/profile.actors";
import { Button } from "../../components/Button";
import { ErrorText } from "../../components/ErrorText";
import { useActors } from "../../lib/actors-context";
import { Actions, Form, Hint, Saved, Section, TextField } from "./form-parts";

/**
 * Changing the password; an account made by social sign-in sets its first one here, without
 * an old one. Every other sign-in of the account ends when it changes.
 */
export function PasswordSection({ hasPassword }: { hasPassword: boolean }) {
  const { api, session } = useActors();
  const headingId = useId();
  const profileActors = createProfileActors(api);
  const actor = useActorRef(
    passwordChangeMachine.provide({
      actors: {
        check: profileActors.checkPassword,
        change: profileActors.changePassword,
      },
      // has_password is now true: the profile is fetched again to say so.
      actions: { passwordChanged: () => session.send({ type: "session.reloadUser" }) },
    }),
    { input: { hasPassword } },
  );
  const needsOld = useSelector(actor, (s) => s.context.hasPassword);
  const errors = useSelector(actor, (s) => s.context.errors);
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.hasTag("busy"));
  const changed = useSelector(actor, (s) => s.matches("changed"));
  // A new form after a change: the fields start empty again.
  const formKey = useSelector(actor, (s) => (s.matches("changed") ? "changed" : "editing"));

  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage
          id={needsOld ? "profileEdit.password.title" : "profileEdit.password.setTitle"}
        />
      </h2>
      {!needsOld && (
        <Hint>
          <FormattedMessage id="profileEdit.password.setHint" />
        </Hint>
      )}
      <Form
        key={formKey}
        aria-labelledby={headingId}
        aria-busy={busy}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          actor.send({
            type: "password.submit",
            values: {
              old_password: String(data.get("old_password") ?? ""),
              new_password: String(data.get("new_password") ?? ""),
            },
          });
        }}
      >
        {needsOld && (
          <TextField
            label={<FormattedMessage id="profileEdit.password.old" />}
            name="old_password"
            type="password"
            autoComplete="current-password"
            error={errors.old_password}
          />
        )}
        <TextField
          label={<FormattedMessage id="profileEdit.password.new" />}
          hint={<FormattedMessage id="profileEdit.password.newHint" />}
          name="new_password"
          type="password"
          autoComplete="new-password"
          error={errors.new_password}
        />
        {error && <ErrorText code={error} />}
        <Actions>
          <Button type="submit" disabled={busy}>
            <FormattedMessage
              id={needsOld ? "profileEdit.password.submit" : "profileEdit.password.set"}
            />
          </Button>
          {changed && (
            <Saved>
              <FormattedMessage id="profileEdit.password.changed" />
            </Saved>
          )}
        </Actions>
      </Form>
    </Section>
  );
}
