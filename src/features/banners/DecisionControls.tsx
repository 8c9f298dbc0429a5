import { useActorRef, useSelector } from "@xstate/react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { bannerDecisionMachine } from "../../../machines/banner-decision.machine";
import { createBannerDecisionActors } from "../../../machines/banners.actors";
import { Button } from "../../components/Button";
import { ErrorText } from "../../components/ErrorText";
import { LabelledField } from "../../components/LabelledField";
import { textFieldStyle } from "../../components/text-field-style";
import { useActors } from "../../lib/actors-context";

/** Approve or reject (with a reason the business reads) one pending request, in its row. */
export function DecisionControls({ id, onDecided }: { id: string; onDecided: () => void }) {
  const { api } = useActors();
  const actor = useActorRef(
    bannerDecisionMachine.provide({
      actors: createBannerDecisionActors(api),
      actions: { decided: onDecided },
    }),
    { input: { id } },
  );
  const rejecting = useSelector(actor, (s) => s.matches("rejecting"));
  const busy = useSelector(actor, (s) => s.hasTag("busy"));
  const reason = useSelector(actor, (s) => s.context.reason);
  const error = useSelector(actor, (s) => s.context.error);
  if (rejecting) {
    return (
      <Controls
        as="form"
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: "banner.rejectConfirm" });
        }}
      >
        <LabelledField label={<FormattedMessage id="banners.admin.reason" />} error={error}>
          {({ id: fieldId, describedBy, invalid }) => (
            <Reason
              id={fieldId}
              rows={2}
              dir="auto"
              maxLength={1000}
              value={reason}
              onChange={(event) => actor.send({ type: "banner.reason", value: event.target.value })}
              aria-invalid={invalid}
              aria-describedby={describedBy}
            />
          )}
        </LabelledField>
        <div>
          <Button type="submit" $tone="danger">
            <FormattedMessage id="banners.admin.rejectConfirm" />
          </Button>
          <Button
            type="button"
            $tone="plain"
            onClick={() => actor.send({ type: "banner.rejectCancel" })}
          >
            <FormattedMessage id="banners.admin.cancel" />
          </Button>
        </div>
      </Controls>
    );
  }
  return (
    <Controls>
      <div>
        <Button
          type="button"
          disabled={busy}
          onClick={() => actor.send({ type: "banner.approve" })}
        >
          <FormattedMessage id="banners.admin.approve" />
        </Button>
        <Button
          type="button"
          $tone="plain"
          disabled={busy}
          onClick={() => actor.send({ type: "banner.rejectStart" })}
        >
          <FormattedMessage id="banners.admin.reject" />
        </Button>
      </div>
      {error && <ErrorText code={error} />}
    </Controls>
  );
}

const Controls = styled.div`
  display: grid;
  gap: 0.5rem;
  margin-block-start: 0.5rem;
  & > div { display: flex; flex-wrap: wrap; gap: 0.5rem; }
`;

const Reason = styled.textarea`
  ${textFieldStyle}
  resize: vertical;
`;
