import { useActorRef, useSelector } from "@xstate/react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Link } from "wouter";
import { createRegistrationActors } from "../../../machines/registration.actors";
import { type RegistrationKind, registrationMachine } from "../../../machines/registration.machine";
import { OtpCodeStep } from "../../components/OtpCodeStep";
import { useActors } from "../../lib/actors-context";
import { RegistrationForm } from "./RegistrationForm";

const OTHER_KIND: Record<RegistrationKind, { path: string; messageId: string }> = {
  user: { path: "/register-business", messageId: "signup.insteadBusiness" },
  business: { path: "/register-user", messageId: "signup.insteadUser" },
};

/**
 * `/register-user` and `/register-business`: the details, then the code sent to the phone,
 * then the person is signed in and the session takes them to /profile (registration machine).
 */
export function RegisterPage({ kind }: { kind: RegistrationKind }) {
  const { api, session, locale } = useActors();
  const actor = useActorRef(
    registrationMachine.provide({
      actors: createRegistrationActors(api),
      actions: {
        signIn: (_, tokens) => session.send({ type: "session.adopt", tokens }),
      },
    }),
    { input: { kind } },
  );
  const onDetails = useSelector(actor, (s) => !s.matches("code") && !s.matches("signedIn"));
  const code = useSelector(actor, (s) => s.children.code);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.hasTag("busy"));
  const signedIn = useSelector(session, (s) => s.matches("signedIn"));
  const lang = useSelector(locale, (s) => s.context.locale);

  return (
    <Page>
      <h1>
        <FormattedMessage id={kind === "user" ? "registerUser.title" : "registerBusiness.title"} />
      </h1>
      {onDetails && signedIn ? (
        <p>
          <FormattedMessage id="signup.alreadySignedIn" />{" "}
          <Link href="/profile">
            <FormattedMessage id="signup.toProfile" />
          </Link>
        </p>
      ) : onDetails ? (
        <>
          <Intro>
            <FormattedMessage id={kind === "user" ? "signup.introUser" : "signup.introBusiness"} />
          </Intro>
          <RegistrationForm
            kind={kind}
            fieldErrors={fieldErrors}
            error={error}
            busy={busy}
            onSubmit={(details) => actor.send({ type: "registration.submit", details, lang })}
            onEdit={(field) => actor.send({ type: "registration.edit", field })}
          />
          <Links>
            <li>
              <FormattedMessage id="signup.haveAccount" />{" "}
              <Link href="?action=login">
                <FormattedMessage id="signup.signIn" />
              </Link>
            </li>
            <li>
              <Link href={OTHER_KIND[kind].path}>
                <FormattedMessage id={OTHER_KIND[kind].messageId} />
              </Link>
            </li>
          </Links>
        </>
      ) : code ? (
        <OtpCodeStep actor={code} />
      ) : (
        <p role="status">
          <FormattedMessage id="signup.signedIn" />
        </p>
      )}
    </Page>
  );
}

const Page = styled.div`
  display: grid;
  gap: 1.5rem;
  max-inline-size: 40rem;
  h1 { margin: 0; }
`;

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
`;

const Links = styled.ul`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;
