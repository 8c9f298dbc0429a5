import { useSelector } from "@xstate/react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { isChanged } from "../../../machines/offering-draft";
import { Button } from "../../components/Button";
import { ErrorText } from "../../components/ErrorText";
import { Actions } from "./form-parts";
import type { EditorActor } from "./use-offering-editor";

/** Save, and whether there is anything to save; a refusal no field owns shows here. */
export function SaveBar({ actor }: { actor: EditorActor }) {
  const changed = useSelector(actor, (s) => isChanged(s.context.draft, s.context.offering));
  const saving = useSelector(
    actor,
    (s) => s.matches({ ready: { form: "checking" } }) || s.matches({ ready: { form: "saving" } }),
  );
  const uploading = useSelector(actor, (s) => s.matches({ ready: { images: "uploading" } }));
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <Bar>
      <Actions>
        <Button type="submit" disabled={saving || uploading || !changed} aria-busy={saving}>
          <FormattedMessage id={saving ? "listings.editor.saving" : "listings.editor.save"} />
        </Button>
        <State role="status">
          <FormattedMessage id={changed ? "listings.editor.unsaved" : "listings.editor.saved"} />
        </State>
      </Actions>
      {error && <ErrorText code={error} />}
    </Bar>
  );
}

const Bar = styled.div`
  display: grid;
  gap: 0.5rem;
`;

const State = styled.span`
  color: ${({ theme }) => theme.color.muted};
`;
