import { useActorRef, useSelector } from "@xstate/react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Link, useLocation, useSearch } from "wouter";
import { afterSignInPath } from "../../../machines/next-path";
import type { FailureCode } from "../../../machines/request-failure";
import { socialCallbackMachine } from "../../../machines/social-callback.machine";
import { createSocialCallbackActors } from "../../../machines/social-sign-in.actors";
import { Button } from "../../components/Button";
import { useActors } from "../../lib/actors-context";

// Failures that mean something particular here; the others read as they do anywhere.
const EXPLAINED: ReadonlySet<FailureCode> = new Set<FailureCode>([
  "token_invalid",
  "email_not_verified",
  "user_not_verified",
  "provider_not_supported",
  "email_not_confirmed",
]);

function failureMessageId(code: FailureCode): string {
  if (EXPLAINED.has(code)) return `social.callback.failure.${code}`;
  return code === "network_error" ? "request.network_error" : `errors.${code}`;
}

/**
 * /auth/callback: where a sign-in provider sends the person back. The machine
 * (machines/social-callback.machine.ts) finishes signing in from the provider's answer in the
 * address and hands the tokens to the session, which opens the page to go to; on failure this
 * page says why, with a way back to sign in.
 */
export function AuthCallbackPage() {
  const { api, session } = useActors();
  const query = new URLSearchParams(useSearch());
  const [path, navigate] = useLocation();
  const actor = useActorRef(
    socialCallbackMachine.provide({
      actors: createSocialCallbackActors(api),
      actions: {
        forgetAnswer: () => navigate(path, { replace: true }),
        adopt: (_, { signedIn }) =>
          session.send({
            type: "session.adopt",
            tokens: { access: signedIn.access, refresh: signedIn.refresh },
            next: signedIn.next,
          }),
      },
      guards: { isSignedIn: () => session.getSnapshot().matches("signedIn") },
    }),
    {
      input: {
        code: query.get("code"),
        state: query.get("state"),
        iss: query.get("iss"),
        error: query.get("error"),
      },
    },
  );
  const failure = useSelector(actor, (s) => (s.matches("failed") ? s.context.failure : null));
  const signedIn = useSelector(actor, (s) => s.matches("signedIn"));
  const next = useSelector(actor, (s) => s.context.next);

  return (
    <>
      <h1>
        <FormattedMessage id="social.callback.title" />
      </h1>
      {failure ? (
        <Card>
          <h2>
            <FormattedMessage id="social.callback.failedTitle" />
          </h2>
          <Alert role="alert">
            <FormattedMessage id={failureMessageId(failure)} />
          </Alert>
          <Button as={Link} href="/?action=login">
            <FormattedMessage id="social.callback.backToSignIn" />
          </Button>
        </Card>
      ) : signedIn ? (
        // Seen for a moment before the session opens the next page; it stays for a person who
        // was signed in already (and came Back to this page, say).
        <Card>
          <p role="status">
            <FormattedMessage id="social.callback.signedIn" />
          </p>
          <Button as={Link} href={afterSignInPath(next)}>
            <FormattedMessage id="social.callback.continue" />
          </Button>
        </Card>
      ) : (
        <p role="status" aria-live="polite">
          <FormattedMessage id="social.callback.working" />
        </p>
      )}
    </>
  );
}

const Card = styled.section`
  display: grid;
  justify-items: start;
  gap: 1rem;
  padding: 1.5rem;
  max-inline-size: 36rem;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  h2 { margin: 0; font-size: 1.2rem; }
  p { margin: 0; }
`;

const Alert = styled.p`
  color: ${({ theme }) => theme.color.danger};
  font-weight: 600;
`;
