import { useId, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { type FeedbackDraft, MAX_COMMENT_LENGTH } from "../../../../machines/feedback.machine";
import type { FailureCode } from "../../../../machines/request-failure";
import { Button } from "../../../components/Button";
import { ErrorText } from "../../../components/ErrorText";
import { VisuallyHidden } from "../../../components/form-controls";
import { LikeIcon, StarIcon } from "../../../components/icons/catalog-icons";

interface FeedbackFormProps {
  /** The stars and comment to start from (editing); empty for new feedback. */
  initial?: FeedbackDraft;
  error: FailureCode | null;
  busy: boolean;
  onRate: (draft: FeedbackDraft) => void;
  /** New feedback can be a like instead of a rating. */
  onLike?: () => void;
  /** Editing can be given up. */
  onCancel?: () => void;
}

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * Stars (radio buttons: arrow keys move between them) and an optional comment. The rules are
 * the feedback machine's: this form only collects what was typed and shows the machine's code.
 */
export function FeedbackForm({
  initial,
  error,
  busy,
  onRate,
  onLike,
  onCancel,
}: FeedbackFormProps) {
  const intl = useIntl();
  const id = useId();
  const [rating, setRating] = useState<number | null>(initial?.rating ?? null);
  const [comment, setComment] = useState(initial?.comment ?? "");
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;

  return (
    <Form
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        onRate({ rating, comment });
      }}
    >
      <Fieldset
        aria-invalid={error === "invalid_rating"}
        aria-describedby={error === "invalid_rating" ? errorId : undefined}
      >
        <legend>
          <FormattedMessage id="feedback.form.rating" />
        </legend>
        <StarChoices>
          {STARS.map((n) => (
            <label key={n}>
              <input
                type="radio"
                name={`${id}-rating`}
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
              />
              <Star aria-hidden="true" $on={rating !== null && n <= rating}>
                <StarIcon />
              </Star>
              <VisuallyHidden>
                <FormattedMessage id="feedback.form.stars" values={{ count: n }} />
              </VisuallyHidden>
            </label>
          ))}
        </StarChoices>
      </Fieldset>
      <Field>
        <FormattedMessage id="feedback.form.comment" />
        <textarea
          name="comment"
          dir="auto"
          rows={4}
          maxLength={MAX_COMMENT_LENGTH}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          aria-invalid={error === "comment_too_long"}
          aria-describedby={error === "comment_too_long" ? `${counterId} ${errorId}` : counterId}
        />
      </Field>
      <Counter id={counterId}>
        <FormattedMessage
          id="feedback.form.counter"
          values={{
            count: intl.formatNumber(comment.length),
            max: intl.formatNumber(MAX_COMMENT_LENGTH),
          }}
        />
      </Counter>
      {error && (
        <div id={errorId}>
          <ErrorText code={error} />
        </div>
      )}
      <Actions>
        <Button type="submit" disabled={busy}>
          <FormattedMessage id={initial ? "feedback.form.save" : "feedback.form.send"} />
        </Button>
        {onLike && (
          <Button type="button" $tone="plain" disabled={busy} onClick={onLike}>
            <LikeIcon />
            <FormattedMessage id="feedback.form.like" />
          </Button>
        )}
        {onCancel && (
          <Button type="button" $tone="plain" disabled={busy} onClick={onCancel}>
            <FormattedMessage id="feedback.form.cancel" />
          </Button>
        )}
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: 0.75rem;
  max-inline-size: 40rem;
`;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  legend { padding: 0; margin-block-end: 0.25rem; font-weight: 600; }
`;

const StarChoices = styled.div`
  display: flex;
  gap: 0.25rem;
  label { position: relative; cursor: pointer; }
  input { position: absolute; inset: 0; margin: 0; opacity: 0; cursor: pointer; }
  input:focus-visible + span { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
`;

// 44 px squares: big enough to hit on a phone.
const Star = styled.span<{ $on: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 44px;
  block-size: 44px;
  border-radius: 8px;
  font-size: 1.9rem;
  color: ${({ theme, $on }) =>
    $on ? (theme.mode === "dark" ? "#fbbf24" : "#b45309") : theme.color.muted};
`;

const Field = styled.label`
  display: grid;
  gap: 0.35rem;
  font-weight: 600;
  textarea {
    padding: 0.5rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    font-weight: 400;
    resize: vertical;
  }
`;

const Counter = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.muted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;
