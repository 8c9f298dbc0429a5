import { useActorRef, useSelector } from "@xstate/react";
import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { avatarMachine } from "../../../machines/avatar.machine";
import { saveThroughSession } from "../../../machines/profile.actors";
import type { Profile } from "../../../sdk";
import { Button } from "../../components/Button";
import { ErrorText } from "../../components/ErrorText";
import { useActors } from "../../lib/actors-context";
import { imageUrl } from "../../lib/image-url";
import { Actions, Saved } from "./form-parts";
import { PictureInput } from "./PictureInput";
import { preparePictureActor } from "./prepare-picture";

/**
 * The person's picture: a chosen file is cropped square and scaled down in the browser,
 * shown, and saved on confirmation through the session, so the header shows it at once.
 */
export function AvatarEditor({ user }: { user: Profile }) {
  const { session } = useActors();
  const intl = useIntl();
  const hintId = useId();
  const actor = useActorRef(
    avatarMachine.provide({
      actors: { prepare: preparePictureActor, save: saveThroughSession(session) },
    }),
  );
  const picture = useSelector(actor, (s) => s.context.picture);
  const previewing = useSelector(actor, (s) => s.matches("previewing") || s.matches("saving"));
  const busy = useSelector(actor, (s) => s.hasTag("busy"));
  const error = useSelector(actor, (s) => s.context.error);
  const saved = useSelector(actor, (s) => s.context.saved);
  const shown =
    previewing && picture ? `data:${picture.type};base64,${picture.base64}` : imageUrl(user.image);

  return (
    <Wrapper aria-busy={busy}>
      <Avatar
        src={shown}
        alt={intl.formatMessage({
          id: previewing ? "profileEdit.avatar.preview" : "profileEdit.avatar.current",
        })}
        width={96}
        height={96}
      />
      <div>
        <Hint id={hintId}>
          <FormattedMessage id="profileEdit.avatar.hint" />
        </Hint>
        <Actions>
          <PictureInput
            label={<FormattedMessage id="profileEdit.avatar.choose" />}
            describedBy={hintId}
            disabled={busy}
            onChoose={(file) => actor.send({ type: "avatar.choose", file })}
          />
          {previewing && (
            <>
              <Button
                type="button"
                disabled={busy}
                onClick={() => actor.send({ type: "avatar.save" })}
              >
                <FormattedMessage id="profileEdit.avatar.save" />
              </Button>
              <Button
                type="button"
                $tone="plain"
                disabled={busy}
                onClick={() => actor.send({ type: "avatar.cancel" })}
              >
                <FormattedMessage id="profileEdit.cancel" />
              </Button>
            </>
          )}
        </Actions>
        {error && <ErrorText code={error} />}
        {saved && (
          <Saved>
            <FormattedMessage id="profileEdit.avatar.saved" />
          </Saved>
        )}
      </div>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
`;

const Avatar = styled.img`
  inline-size: 96px;
  block-size: 96px;
  border-radius: 50%;
  object-fit: cover;
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.background};
`;

const Hint = styled.p`
  margin-block: 0 0.5rem;
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.9rem;
`;
