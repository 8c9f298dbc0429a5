import { useSelector } from "@xstate/react";
import { useId } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { ErrorText } from "../../components/ErrorText";
import { textFieldStyle } from "../../components/text-field-style";
import type { BlogEditorActor } from "./use-blog-editor";

/** Draft or published, and when: empty is now, a later time schedules the post. */
export function PublishFields({ actor }: { actor: BlogEditorActor }) {
  const status = useSelector(actor, (s) => s.context.draft.status);
  const publishAt = useSelector(actor, (s) => s.context.draft.publishAt);
  const error = useSelector(actor, (s) => s.context.fieldErrors.publish_at ?? null);
  const id = useId();
  return (
    <Box>
      <fieldset>
        <legend>
          <FormattedMessage id="admin.blogs.status" />
        </legend>
        {(["draft", "published"] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={`${id}-status`}
              value={value}
              checked={status === value}
              onChange={() => actor.send({ type: "blog.status", status: value })}
            />
            <FormattedMessage id={`admin.blogs.statuses.${value}`} />
          </label>
        ))}
      </fieldset>
      <Field>
        <label htmlFor={`${id}-at`}>
          <FormattedMessage id="admin.blogs.publishAt" />
        </label>
        <input
          id={`${id}-at`}
          type="datetime-local"
          value={publishAt}
          aria-describedby={`${id}-at-hint`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => actor.send({ type: "blog.publishAt", value: event.target.value })}
        />
        <p id={`${id}-at-hint`}>
          <FormattedMessage id="admin.blogs.publishAtHint" />
        </p>
        {error && <ErrorText code={error} />}
      </Field>
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1.5rem;
  fieldset {
    display: flex;
    gap: 1rem;
    margin: 0;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius};
  }
  legend { font-weight: 600; padding-inline: 0.25rem; }
  fieldset label { display: inline-flex; align-items: center; gap: 0.35rem; min-block-size: 44px; }
`;

const Field = styled.div`
  display: grid;
  gap: 0.35rem;
  > label { font-weight: 600; }
  input { ${textFieldStyle} inline-size: auto; }
  p { margin: 0; font-size: 0.85rem; color: ${({ theme }) => theme.color.muted}; }
`;
