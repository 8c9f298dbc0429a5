import { useSelector } from "@xstate/react";
import { useId } from "react";
import { FormattedMessage } from "react-intl";
import { isChanged } from "../../../machines/offering-draft";
import type { OfferingStatus } from "../../../sdk";
import { Button } from "../../components/Button";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { Actions, Hint, Section } from "./form-parts";
import { RefusalText } from "./PlanLimits";
import { StatusBadge } from "./StatusBadge";
import type { EditorActor } from "./use-offering-editor";

/** What each status is reached by, in the order the buttons stand. */
const MOVES: Array<{ status: OfferingStatus; labelId: string; from: OfferingStatus[] }> = [
  { status: "active", labelId: "listings.editor.publish", from: ["draft", "archived"] },
  { status: "draft", labelId: "listings.editor.unpublish", from: ["active"] },
  { status: "archived", labelId: "listings.editor.archive", from: ["draft", "active"] },
];

const sameFlags = (a: boolean[], b: boolean[]) => a.every((flag, i) => flag === b[i]);

/** A saved offering's status and the moves from it: publish, unpublish, archive, delete. */
export function StatusActions({ actor }: { actor: EditorActor }) {
  const id = useId();
  const status = useSelector(actor, (s) => s.context.offering?.status ?? "draft");
  const changed = useSelector(actor, (s) => isChanged(s.context.draft, s.context.offering));
  const accepted = useSelector(actor, (s) => s.context.businessStatus === "accepted");
  const busy = useSelector(actor, (s) => s.hasTag("busy"));
  const confirming = useSelector(actor, (s) => s.matches({ ready: { form: "confirmingDelete" } }));
  const statusError = useSelector(actor, (s) => s.context.fieldErrors.status);
  const may = useSelector(
    actor,
    (s) => MOVES.map((move) => s.can({ type: "editor.setStatus", status: move.status })),
    sameFlags,
  );

  return (
    <Section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>
        <FormattedMessage
          id="listings.editor.statusHeading"
          values={{ status: <StatusBadge status={status} /> }}
        />
      </h2>
      {changed && (
        <Hint>
          <FormattedMessage id="listings.editor.saveFirst" />
        </Hint>
      )}
      {!accepted && status !== "active" && (
        <Hint>
          <FormattedMessage id="listings.editor.publishNeedsAcceptance" />
        </Hint>
      )}
      <Actions>
        {MOVES.filter((move) => move.from.includes(status)).map((move) => (
          <Button
            key={move.status}
            type="button"
            $tone={move.status === "active" ? "primary" : "plain"}
            disabled={busy || !may[MOVES.indexOf(move)]}
            onClick={() => actor.send({ type: "editor.setStatus", status: move.status })}
          >
            <FormattedMessage id={move.labelId} />
          </Button>
        ))}
        <Button
          type="button"
          $tone="danger"
          disabled={busy}
          onClick={() => actor.send({ type: "editor.delete" })}
        >
          <FormattedMessage id="listings.editor.delete" />
        </Button>
      </Actions>
      <RefusalText id={`${id}-error`} code={statusError} />
      <ConfirmDialog
        open={confirming}
        tone="danger"
        title={<FormattedMessage id="listings.editor.deleteTitle" />}
        message={<FormattedMessage id="listings.editor.deleteMessage" />}
        okLabel={<FormattedMessage id="listings.editor.delete" />}
        onConfirm={() => actor.send({ type: "editor.deleteConfirm" })}
        onCancel={() => actor.send({ type: "editor.deleteCancel" })}
      />
    </Section>
  );
}
