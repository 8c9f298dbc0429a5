import { useActorRef, useSelector } from "@xstate/react";
import { useId } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { createSocialSignInActors } from "../../../machines/social-sign-in.actors";
import { socialSignInMachine } from "../../../machines/social-sign-in.machine";
import { useActors } from "../../lib/actors-context";
import { Button } from "../Button";
import { ErrorText } from "../ErrorText";
import { VisuallyHidden } from "../form-controls";

/**
 * The sign-in dialog's buttons for the providers the server offers (Google, OneID, the sandbox's
 * test provider), asked for when the dialog opens. Pressing one leaves for that provider
 * (machines/social-sign-in.machine.ts); it sends the person back to /auth/callback.
 */
export function SocialSignIn({ next }: { next: string | null }) {
  const { api, locale } = useActors();
  const lang = useSelector(locale, (s) => s.context.locale);
  const actor = useActorRef(
    socialSignInMachine.provide({
      actors: createSocialSignInActors(api),
      actions: { openProvider: (_, { url }) => window.location.assign(url) },
    }),
    { input: { next, lang } },
  );
  const offered = useSelector(actor, (s) => s.matches("choosing") || s.hasTag("busy"));
  const providers = useSelector(actor, (s) => s.context.providers);
  const chosen = useSelector(actor, (s) => s.context.chosen);
  const busy = useSelector(actor, (s) => s.hasTag("busy"));
  const error = useSelector(actor, (s) => s.context.error);
  const headingId = useId();

  if (!offered) return null;
  return (
    <Section aria-labelledby={headingId}>
      <Divider>
        <FormattedMessage id="social.or" />
      </Divider>
      {/* Named for screen readers; the divider already says it to the eye. */}
      <VisuallyHidden as="h3" id={headingId}>
        <FormattedMessage id="social.providers" />
      </VisuallyHidden>
      <Buttons>
        {providers.map((provider) => (
          <Button
            key={provider.id}
            type="button"
            $tone="plain"
            disabled={busy}
            aria-busy={chosen === provider.id}
            onClick={() => actor.send({ type: "social.start", provider: provider.id })}
          >
            {/* One flex item: the button's gap would otherwise widen the space before the name. */}
            <span>
              <FormattedMessage
                id={chosen === provider.id ? "social.opening" : "social.continueWith"}
                values={{ provider: <bdi>{provider.name}</bdi> }}
              />
            </span>
          </Button>
        ))}
      </Buttons>
      {error && <ErrorText code={error} />}
    </Section>
  );
}

const Section = styled.section`
  display: grid;
  gap: 0.75rem;
  margin-block-start: 1.25rem;
`;

// "or" between two rules, which meet the dialog's edges in either direction.
const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
  &::before, &::after {
    content: "";
    flex: 1;
    border-block-start: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const Buttons = styled.div`
  display: grid;
  gap: 0.5rem;
`;
