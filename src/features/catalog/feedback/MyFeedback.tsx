import { useActorRef, useSelector } from "@xstate/react";
import { useRef } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { createFeedbackActors } from "../../../../machines/catalog.actors";
import { type FeedbackTarget, feedbackMachine } from "../../../../machines/feedback.machine";
import type { ErrorCode, Feedback } from "../../../../sdk";
import { Button } from "../../../components/Button";
import { Stars } from "../../../components/catalog/RatingLine";
import { ErrorText } from "../../../components/ErrorText";
import { useActors } from "../../../lib/actors-context";
import { useSignIn } from "../use-sign-in";
import { FeedbackForm } from "./FeedbackForm";

interface MyFeedbackProps {
  target: FeedbackTarget;
  /** The caller's feedback as the item's page answered it (null for visitors). */
  mine: Feedback | null;
  /** Why the server's rule refuses the caller feedback here (`feedback_refusal`), or null. */
  refusal: ErrorCode | null;
  /** The list and the rating summary are out of date. */
  onChanged: () => void;
}

/**
 * The caller's own feedback: the form, or what they said with edit and remove; or, where the
 * server's rule refuses them (their own business), why there is no form.
 */
export function MyFeedback({ target, mine, refusal, onChanged }: MyFeedbackProps) {
  const { api } = useActors();
  const signIn = useSignIn();
  const changed = useRef(onChanged);
  changed.current = onChanged;
  const actor = useActorRef(
    feedbackMachine.provide({
      actors: createFeedbackActors(api),
      actions: { askToSignIn: signIn.askToSignIn, changed: () => changed.current() },
      guards: { isSignedIn: signIn.isSignedIn },
    }),
    { input: { target, mine, refusal } },
  );
  const refused = useSelector(actor, (s) => (s.matches("refused") ? s.context.refusal : null));
  const composing = useSelector(
    actor,
    (s) => s.matches("composing") || s.matches("creating") || s.matches("liking"),
  );
  const editing = useSelector(actor, (s) => s.matches("editing") || s.matches("updating"));
  const confirming = useSelector(actor, (s) => s.matches("confirmingRemove"));
  const current = useSelector(actor, (s) => s.context.mine);
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.hasTag("busy"));

  if (refused) {
    return (
      <Note role="note">
        <FormattedMessage id={`errors.${refused}`} />
      </Note>
    );
  }
  if (composing || (editing && current)) {
    return (
      <FeedbackForm
        initial={
          editing && current
            ? { rating: current.rating, comment: current.comment ?? "" }
            : undefined
        }
        error={error}
        busy={busy}
        onRate={(draft) => actor.send({ type: "feedback.rate", ...draft })}
        onLike={editing ? undefined : () => actor.send({ type: "feedback.like" })}
        onCancel={editing ? () => actor.send({ type: "feedback.cancel" }) : undefined}
      />
    );
  }
  if (!current) return null;
  return (
    <Box aria-busy={busy}>
      <h3>
        <FormattedMessage id="feedback.mine" />
      </h3>
      {current.kind === "like" ? (
        <p>
          <FormattedMessage id="feedback.youLike" />
        </p>
      ) : (
        <>
          {current.rating !== null && <Stars value={current.rating} />}
          {current.comment && <Comment dir="auto">{current.comment}</Comment>}
        </>
      )}
      {error && <ErrorText code={error} />}
      {confirming ? (
        <Actions role="group" aria-labelledby="feedback-remove-question">
          <p id="feedback-remove-question">
            <FormattedMessage id="feedback.removeQuestion" />
          </p>
          <Button
            type="button"
            $tone="danger"
            onClick={() => actor.send({ type: "feedback.removeConfirm" })}
          >
            <FormattedMessage id="feedback.remove" />
          </Button>
          <Button
            type="button"
            $tone="plain"
            onClick={() => actor.send({ type: "feedback.removeCancel" })}
          >
            <FormattedMessage id="feedback.form.cancel" />
          </Button>
        </Actions>
      ) : (
        <Actions>
          {current.kind === "rating" && (
            <Button
              type="button"
              $tone="plain"
              onClick={() => actor.send({ type: "feedback.edit" })}
            >
              <FormattedMessage id="feedback.edit" />
            </Button>
          )}
          <Button
            type="button"
            $tone="plain"
            disabled={busy}
            onClick={() => actor.send({ type: "feedback.remove" })}
          >
            <FormattedMessage
              id={current.kind === "like" ? "feedback.unlike" : "feedback.remove"}
            />
          </Button>
        </Actions>
      )}
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  gap: 0.5rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  h3, p { margin: 0; }
`;

const Note = styled.p`
  margin: 0;
  padding: 0.75rem 1rem;
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.color.muted};
`;

const Comment = styled.p`
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  p { flex-basis: 100%; font-weight: 600; }
`;
