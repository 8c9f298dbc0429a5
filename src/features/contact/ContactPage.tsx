import { useActorRef, useSelector } from "@xstate/react";
import { useEffect } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { contactFormMachine } from "../../../machines/contact-form.machine";
import { createContactFormActors } from "../../../machines/leads.actors";
import { useActors } from "../../lib/actors-context";
import { ContactForm } from "./ContactForm";

/**
 * /contact-us: how to reach Bozor, and the contact form, whose message becomes a lead for the
 * administrators. A signed-in person finds their name and email filled in from the profile.
 */
export function ContactPage() {
  const { api, session, locale } = useActors();
  const actor = useActorRef(
    contactFormMachine.provide({
      actors: createContactFormActors(api, () => locale.getSnapshot().context.locale),
    }),
  );
  const user = useSelector(session, (s) => s.context.user);
  const name = user ? [user.first_name, user.last_name].filter(Boolean).join(" ") : "";
  const email = user?.email ?? "";
  useEffect(() => {
    if (name || email) actor.send({ type: "contact.prefill", name, email });
  }, [actor, name, email]);
  return (
    <Article>
      <h1>
        <FormattedMessage id="contactUs.title" />
      </h1>
      <p>
        <FormattedMessage id="contactUs.p1" />
      </p>
      <ContactForm actor={actor} />
    </Article>
  );
}

const Article = styled.article`
  display: grid;
  gap: 1rem;
  max-inline-size: 46rem;
  p { font-size: 1.05rem; margin: 0; }
`;
