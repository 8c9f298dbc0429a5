import { useSelector } from "@xstate/react";
import { useEffect } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { ErrorText } from "../../components/ErrorText";
import { LOCALE_AUTONYMS } from "../../components/LanguageSelect";
import { useActors } from "../../lib/actors-context";
import { formatPhone } from "../../lib/format/phone";
import { BusinessCard } from "./BusinessCard";

/** The signed-in user's profile, straight from `v1/profile/info/` as the session loaded it. */
export function ProfilePage() {
  const { session } = useActors();
  const user = useSelector(session, (s) => s.context.user);
  const failed = useSelector(session, (s) => s.matches({ signedIn: { user: "failed" } }));
  const error = useSelector(session, (s) => s.context.error);
  const { locale } = useIntl();

  // Opening the page asks the session for fresh data; a first load is already under way.
  useEffect(() => {
    session.send({ type: "session.reloadUser" });
  }, [session]);

  return (
    <>
      <h1>
        <FormattedMessage id="profile.title" />
      </h1>
      {failed && error ? (
        <>
          <ErrorText code={error} />
          <Button type="button" onClick={() => session.send({ type: "session.retryUser" })}>
            <FormattedMessage id="common.retry" />
          </Button>
        </>
      ) : user ? (
        <Card>
          <Name>
            <bdi>
              {user.first_name} {user.last_name}
            </bdi>
          </Name>
          <Facts>
            <dt>
              <FormattedMessage id="profile.email" />
            </dt>
            <dd>{user.email ? <bdi>{user.email}</bdi> : "—"}</dd>
            <dt>
              <FormattedMessage id="profile.phone" />
            </dt>
            <dd>
              <PhoneNumber dir="ltr">{formatPhone(user.phone, locale)}</PhoneNumber>
            </dd>
            <dt>
              <FormattedMessage id="profile.language" />
            </dt>
            <dd>{LOCALE_AUTONYMS[user.lang]}</dd>
            <dt>
              <FormattedMessage id="profile.currency" />
            </dt>
            <dd>
              {user.currency.name} ({user.currency.code})
            </dd>
            <dt>
              <FormattedMessage id="profile.role" />
            </dt>
            <dd>
              <FormattedMessage id={`role.${user.role}`} />
            </dd>
          </Facts>
        </Card>
      ) : (
        <p role="status" aria-live="polite">
          <FormattedMessage id="common.loading" />
        </p>
      )}
      {user?.business_id && <BusinessCard id={user.business_id} />}
    </>
  );
}

const Card = styled.section`
  padding: 1.5rem;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
`;

const Name = styled.h2`
  margin-block: 0 1rem;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.5rem 1.5rem;
  margin: 0;
  dt { color: ${({ theme }) => theme.color.muted}; }
  dd { margin: 0; }
`;

// A phone number is read as one unit: its groups never part across lines.
const PhoneNumber = styled.bdi`
  white-space: nowrap;
`;
