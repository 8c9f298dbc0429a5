import { useSelector } from "@xstate/react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Link, useSearch } from "wouter";
import { useActors } from "../../lib/actors-context";
import { Button } from "../Button";
import { Dialog, DialogActions } from "../Dialog";
import { ErrorText } from "../ErrorText";
import { controlBox } from "../form-controls";
import { SocialSignIn } from "./SocialSignIn";

/**
 * Sign-in with email or phone and password, or with another service (SocialSignIn); shown
 * while the URL says `?action=login`. A `next` in the URL is where the person was (the session
 * machine goes back there if it is safe). Someone without an account finds the two ways to
 * make one here.
 */
export function LoginDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { session } = useActors();
  const intl = useIntl();
  const next = new URLSearchParams(useSearch()).get("next");
  const signingIn = useSelector(session, (s) => s.matches("signingIn"));
  const error = useSelector(session, (s) => (s.matches("signedOut") ? s.context.error : null));

  return (
    <Dialog open={open} onClose={onClose} title={<FormattedMessage id="login.title" />}>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          session.send({
            type: "session.login",
            username: String(data.get("username") ?? "").trim(),
            password: String(data.get("password") ?? ""),
            next,
          });
        }}
      >
        <Field>
          <FormattedMessage id="login.username" />
          <input name="username" autoComplete="username" inputMode="email" required />
        </Field>
        <Field>
          <FormattedMessage id="login.password" />
          <input name="password" type="password" autoComplete="current-password" required />
        </Field>
        {error && <ErrorText code={error} />}
        <DialogActions>
          <Button type="button" $tone="plain" onClick={onClose}>
            {intl.formatMessage({ id: "login.close" })}
          </Button>
          <Button type="submit" disabled={signingIn} aria-busy={signingIn}>
            <FormattedMessage id={signingIn ? "login.submitting" : "login.submit"} />
          </Button>
        </DialogActions>
      </Form>
      <SocialSignIn next={next} />
      <SignUp>
        <p>
          <FormattedMessage id="signup.login.noAccount" />{" "}
          <Link href="/register-user">
            <FormattedMessage id="signup.login.createAccount" />
          </Link>
        </p>
        <p>
          <FormattedMessage id="signup.login.selling" />{" "}
          <Link href="/register-business">
            <FormattedMessage id="signup.login.registerBusiness" />
          </Link>
        </p>
      </SignUp>
    </Dialog>
  );
}

const Form = styled.form`
  display: grid;
  gap: 1rem;
`;

const SignUp = styled.div`
  display: grid;
  gap: 0.35rem;
  margin-block-start: 1.25rem;
  padding-block-start: 1rem;
  border-block-start: 1px solid ${({ theme }) => theme.color.border};
  p { margin: 0; }
`;

const Field = styled.label`
  display: grid;
  gap: 0.35rem;
  font-weight: 600;
  input {
    ${controlBox}
    padding-inline: 0.75rem;
    font-weight: 400;
  }
`;
