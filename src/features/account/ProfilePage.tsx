import { useSelector } from "@xstate/react";
import { Suspense, useEffect, useId } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { ErrorText } from "../../components/ErrorText";
import { useActors } from "../../lib/actors-context";
import { lazyComponent } from "../../lib/lazy-component";
import { AvatarEditor } from "./AvatarEditor";
import { ContactSection } from "./ContactSection";
import { DeleteAccountSection } from "./DeleteAccountSection";
import { Section } from "./form-parts";
import { NamesEditor } from "./NamesEditor";
import { PasswordSection } from "./PasswordSection";
import { PreferencesSection } from "./PreferencesSection";

// Only business accounts see it: its form is a chunk of its own.
const BusinessSection = lazyComponent(
  () => import("./business/BusinessSection"),
  (m) => m.BusinessSection,
);

/**
 * The signed-in person's profile, which they edit here: picture and name, email and phone
 * (each confirmed by a code), language and currency, password, the account's deletion; a business account's owner also edits the
 * business and sees where its verification stands.
 */
export function ProfilePage() {
  const { session } = useActors();
  const user = useSelector(session, (s) => s.context.user);
  const failed = useSelector(session, (s) => s.matches({ signedIn: { user: "failed" } }));
  const error = useSelector(session, (s) => s.context.error);
  const identityId = useId();
  const businessId = useId();

  // Opening the page asks the session for fresh data; a first load is already under way.
  useEffect(() => {
    session.send({ type: "session.reloadUser" });
  }, [session]);

  if (failed && error) {
    return (
      <>
        <Title />
        <ErrorText code={error} />
        <Button type="button" onClick={() => session.send({ type: "session.retryUser" })}>
          <FormattedMessage id="common.retry" />
        </Button>
      </>
    );
  }
  if (!user) {
    return (
      <>
        <Title />
        <p role="status" aria-live="polite">
          <FormattedMessage id="common.loading" />
        </p>
      </>
    );
  }
  return (
    <>
      <Title />
      <Section aria-labelledby={identityId}>
        <h2 id={identityId}>
          <FormattedMessage id="profileEdit.identity.title" />
        </h2>
        <AvatarEditor user={user} />
        <Identity>
          <NamesEditor user={user} />
          <Facts>
            <dt>
              <FormattedMessage id="profile.role" />
            </dt>
            <dd>
              <FormattedMessage id={`role.${user.role}`} />
            </dd>
          </Facts>
        </Identity>
      </Section>
      <ContactSection />
      <PreferencesSection />
      {user.business_id && (
        <Section aria-labelledby={businessId}>
          <h2 id={businessId}>
            <FormattedMessage id="business.title" />
          </h2>
          <Suspense
            fallback={
              <p role="status">
                <FormattedMessage id="common.loading" />
              </p>
            }
          >
            <BusinessSection />
          </Suspense>
        </Section>
      )}
      <PasswordSection hasPassword={user.has_password} />
      <DeleteAccountSection
        hasPassword={user.has_password}
        isBusiness={user.business_id !== null}
      />
    </>
  );
}

function Title() {
  return (
    <h1>
      <FormattedMessage id="profile.title" />
    </h1>
  );
}

const Identity = styled.div`
  display: grid;
  gap: 1rem;
  margin-block-start: 1.25rem;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.5rem 1.5rem;
  margin: 0;
  dt { color: ${({ theme }) => theme.color.muted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;
