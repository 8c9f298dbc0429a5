import { useActorRef, useSelector } from "@xstate/react";
import { useEffect } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { contactFormMachine } from "../../../machines/contact-form.machine";
import { createContactFormActors } from "../../../machines/leads.actors";
import { LazyPageForm } from "../../components/forms/LazyPageForm";
import { useActors } from "../../lib/actors-context";
import { ContactForm } from "./ContactForm";
import { OfficeDetails } from "./OfficeDetails";

/**
 * /contact-us: how to reach Bozor (the office's details, an editable site page), and the
 * contact form, whose message becomes a lead for the administrators. A signed-in person finds
 * their name and email filled in from the profile.
 * A form published here with the form builder follows it.
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
      <Columns>
        <Forms>
          <ContactForm actor={actor} />
          {/* A form published on this page joins the contact form (docs/decisions.md, Form builder). */}
          <LazyPageForm page="contact_us" />
        </Forms>
        <OfficeDetails />
      </Columns>
    </Article>
  );
}

const Article = styled.article`
  display: grid;
  gap: 1rem;
  max-inline-size: 68rem;
  p { font-size: 1.05rem; margin: 0; }
`;

// The forms first; the office beside them on a wide screen, below them on a phone.
const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 46rem) minmax(15rem, 20rem);
  gap: 2rem;
  align-items: start;
  @media (max-width: 56rem) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Forms = styled.div`
  display: grid;
  gap: 1rem;
`;
