import { useActorRef, useSelector } from "@xstate/react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { createProfileActors, saveThroughSession } from "../../../machines/profile.actors";
import { profileNamesMachine } from "../../../machines/profile-names.machine";
import type { Profile } from "../../../sdk";
import { Button } from "../../components/Button";
import { ErrorText } from "../../components/ErrorText";
import { useActors } from "../../lib/actors-context";
import { Actions, Form, Saved, TextField } from "./form-parts";

/** The person's name, and its form: saved through the session, so the header follows. */
export function NamesEditor({ user }: { user: Profile }) {
  const { api, session } = useActors();
  const intl = useIntl();
  const actor = useActorRef(
    profileNamesMachine.provide({
      actors: { check: createProfileActors(api).checkNames, save: saveThroughSession(session) },
    }),
  );
  const editing = useSelector(actor, (s) => !s.matches("viewing"));
  const draft = useSelector(actor, (s) => s.context.draft);
  const errors = useSelector(actor, (s) => s.context.errors);
  const error = useSelector(actor, (s) => s.context.error);
  const saved = useSelector(actor, (s) => s.context.saved);
  const busy = useSelector(actor, (s) => s.hasTag("busy"));

  if (!editing) {
    return (
      <NameLine>
        <Name>
          <bdi>
            {user.first_name} {user.last_name}
          </bdi>
        </Name>
        <Button
          type="button"
          $tone="plain"
          onClick={() =>
            actor.send({
              type: "names.edit",
              names: { first_name: user.first_name, last_name: user.last_name },
            })
          }
        >
          <FormattedMessage id="profileEdit.names.edit" />
        </Button>
        {saved && (
          <Saved>
            <FormattedMessage id="profileEdit.names.saved" />
          </Saved>
        )}
      </NameLine>
    );
  }
  return (
    <Form
      aria-label={intl.formatMessage({ id: "profileEdit.names.title" })}
      aria-busy={busy}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: "names.submit" });
      }}
    >
      <TextField
        label={<FormattedMessage id="profileEdit.names.first" />}
        name="first_name"
        autoComplete="given-name"
        dir="auto"
        value={draft.first_name}
        error={errors.first_name}
        onChange={(event) =>
          actor.send({ type: "names.change", field: "first_name", value: event.target.value })
        }
      />
      <TextField
        label={<FormattedMessage id="profileEdit.names.last" />}
        name="last_name"
        autoComplete="family-name"
        dir="auto"
        value={draft.last_name}
        error={errors.last_name}
        onChange={(event) =>
          actor.send({ type: "names.change", field: "last_name", value: event.target.value })
        }
      />
      {error && <ErrorText code={error} />}
      <Actions>
        <Button type="submit" disabled={busy}>
          <FormattedMessage id="profileEdit.save" />
        </Button>
        <Button type="button" $tone="plain" onClick={() => actor.send({ type: "names.cancel" })}>
          <FormattedMessage id="profileEdit.cancel" />
        </Button>
      </Actions>
    </Form>
  );
}

const NameLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
`;

const Name = styled.p`
  margin: 0;
  font-size: 1.4rem;
  font-weight: 700;
`;
