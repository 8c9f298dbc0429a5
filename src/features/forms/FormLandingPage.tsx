import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { useParams } from "wouter";
import { unwrap } from "../../../machines/request-failure";
import { LoadFailed } from "../../components/catalog/LoadFailed";
import { BuiltForm } from "../../components/forms/BuiltForm";
import { useResource } from "../../lib/use-resource";

/**
 * /forms/{slug}: a published form of the form builder on a landing of its own. A draft, a form
 * taken off, or a slug no form has, reads as a form that is not available.
 */
export function FormLandingPage() {
  const { slug = "" } = useParams<{ slug: string }>();
  return <FormLanding key={slug} slug={slug} />;
}

function FormLanding({ slug }: { slug: string }) {
  const resource = useResource((sdk, call) =>
    sdk.getPublishedForm({ ...call, path: { slug } }).then(unwrap),
  );
  return (
    <Article aria-busy={resource.loading}>
      {resource.data ? (
        <BuiltForm form={resource.data} heading="h1" />
      ) : resource.error === "form_not_found" ? (
        <>
          <h1>
            <FormattedMessage id="forms.title" />
          </h1>
          <p>
            <FormattedMessage id="forms.notFound" />
          </p>
        </>
      ) : resource.error ? (
        <LoadFailed code={resource.error} onRetry={resource.retry} />
      ) : (
        <p role="status">
          <FormattedMessage id="common.loading" />
        </p>
      )}
    </Article>
  );
}

const Article = styled.article`
  display: grid;
  gap: 1rem;
  max-inline-size: 46rem;
`;
