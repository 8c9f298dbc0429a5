import { useSelector } from "@xstate/react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { audienceOfRole } from "../../../machines/plans";
import { decideAccess } from "../../../machines/route-access";
import type { Lang, PlanAudience } from "../../../sdk";
import { useActors } from "../../lib/actors-context";
import { useDisplayCurrency } from "../../lib/display-currency";
import { PlansView } from "./PlansView";

const TITLES: Record<PlanAudience, string> = {
  user: "subscription.title",
  business: "businessSubscription.title",
};

/**
 * /subscription (plans for individuals) and /business-subscription (for businesses): public
 * pricing pages. A signed-in person of the page's audience also sees their subscription and
 * subscribes, changes, cancels or resumes it here; everyone else sees the plans and how to
 * get one. The view is read again when the display currency, the language or who is signed
 * in changes (its `key`), since the server prices and names the plans for them.
 */
export function SubscriptionPage({ audience }: { audience: PlanAudience }) {
  const { session } = useActors();
  const { locale } = useIntl();
  const currency = useDisplayCurrency();
  const role = useSelector(session, (s) => s.context.user?.role ?? null);
  // Tokens are there but not the person yet: whose page this is waits for them.
  const waiting = useSelector(session, (s) => decideAccess("user", s) === "wait");
  const signedIn = useSelector(session, (s) => s.matches("signedIn"));
  const subscriber = audienceOfRole(role) === audience;
  return (
    <Page>
      <Hero>
        <h1>
          <FormattedMessage id={TITLES[audience]} />
        </h1>
        <p>
          <FormattedMessage id={`subscription.intro.${audience}`} />
        </p>
      </Hero>
      {waiting ? (
        <p role="status">
          <FormattedMessage id="common.loading" />
        </p>
      ) : (
        <PlansView
          key={`${currency} ${locale} ${role ?? ""}`}
          audience={audience}
          subscriber={subscriber}
          visitor={!signedIn}
          currency={currency}
          lang={locale as Lang}
        />
      )}
    </Page>
  );
}

const Page = styled.div`
  display: grid;
  gap: 1.5rem;
`;

const Hero = styled.div`
  display: grid;
  gap: 0.5rem;
  text-align: center;
  h1 { margin: 0; }
  p { margin: 0; color: ${({ theme }) => theme.color.muted}; }
`;
