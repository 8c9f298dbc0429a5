import { useSelector } from "@xstate/react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Link } from "wouter";
import { isMissingItem } from "../../../machines/request-failure";
import type { OfferingKind } from "../../../sdk";
import { LoadFailed } from "../../components/catalog/LoadFailed";
import { ErrorText } from "../../components/ErrorText";
import { BusinessStatusNote } from "./BusinessStatusNote";
import { CategoryField } from "./CategoryField";
import { FlashSales } from "./FlashSales";
import { Section } from "./form-parts";
import { ImagesField } from "./ImagesField";
import { listPath } from "./listing-paths";
import { PriceFields } from "./PriceFields";
import { SaveBar } from "./SaveBar";
import { StatusActions } from "./StatusActions";
import { TextFields } from "./TextFields";
import { type EditorActor, useOfferingEditor } from "./use-offering-editor";

/** One offering's editor: a saved one (`id`) or a new one (null). */
export function OfferingEditorPage({ kind, id }: { kind: OfferingKind; id: string | null }) {
  const actor = useOfferingEditor(kind, id);
  const loading = useSelector(actor, (s) => s.matches("loading"));
  const loadError = useSelector(actor, (s) => (s.matches("loadFailed") ? s.context.error : null));
  const businessStatus = useSelector(actor, (s) => s.context.businessStatus);

  return (
    <Page>
      <Back href={listPath(kind)}>
        <FormattedMessage id={`listings.editor.back.${kind}`} />
      </Back>
      <h1>
        <FormattedMessage id={`listings.editor.${id ? "edit" : "new"}.${kind}`} />
      </h1>
      <BusinessStatusNote status={businessStatus} />
      {loadError ? (
        isMissingItem(loadError) ? (
          <ErrorText code={loadError} />
        ) : (
          <LoadFailed code={loadError} onRetry={() => actor.send({ type: "editor.retry" })} />
        )
      ) : loading ? (
        <p role="status">
          <FormattedMessage id="common.loading" />
        </p>
      ) : (
        <Editor actor={actor} />
      )}
    </Page>
  );
}

function Editor({ actor }: { actor: EditorActor }) {
  const offering = useSelector(actor, (s) => s.context.offering);
  return (
    <>
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: "editor.save" });
        }}
      >
        <TextFields actor={actor} />
        <Section>
          <CategoryField actor={actor} />
          <PriceFields actor={actor} />
        </Section>
        <ImagesField actor={actor} />
        <SaveBar actor={actor} />
      </Form>
      {offering && <StatusActions actor={actor} />}
      {offering && <FlashSales editor={actor} offering={offering} />}
    </>
  );
}

const Page = styled.div`
  display: grid;
  gap: 1rem;
  h1 { margin: 0; }
`;

const Back = styled(Link)`
  justify-self: start;
  color: ${({ theme }) => theme.color.primary};
`;

const Form = styled.form`
  display: grid;
  gap: 1rem;
`;
