import { useActorRef, useSelector } from "@xstate/react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "wouter";
import { fromPromise } from "xstate";
import { businessEditorMachine } from "../../../../machines/business-editor.machine";
import { createBusinessEditorActors, uploadPicture } from "../../../../machines/profile.actors";
import { Button } from "../../../components/Button";
import { ErrorText } from "../../../components/ErrorText";
import { useActors } from "../../../lib/actors-context";
import { businessPath } from "../../../lib/catalog-paths";
import { preparePicture } from "../prepare-picture";
import { BusinessForm } from "./BusinessForm";
import { VerificationPanel } from "./VerificationPanel";

/**
 * A business account's business on its profile (the section around it is the page's): where
 * its verification stands (the reason, when rejected or blocked) and the form its owner edits
 * it with. A blocked business cannot be changed, so it has no form.
 */
export function BusinessSection() {
  const { api, session } = useActors();
  const { locale } = useIntl();
  const editor = useActorRef(
    businessEditorMachine.provide({
      actors: {
        ...createBusinessEditorActors(api),
        uploadLogo: fromPromise<string, Blob>(async ({ input, signal }) => {
          const picture = await preparePicture(input);
          return uploadPicture(api, picture.base64, signal);
        }),
      },
      // Profile.business_status follows a resubmission, for the pages that show it.
      actions: { businessSaved: () => session.send({ type: "session.reloadUser" }) },
    }),
  );
  const business = useSelector(editor, (s) => s.context.business);
  const failed = useSelector(editor, (s) => s.matches("failed"));
  const error = useSelector(editor, (s) => s.context.error);
  const locked = useSelector(editor, (s) => s.matches("locked"));

  return (
    <>
      {failed && error ? (
        <>
          <ErrorText code={error} />
          <Button type="button" onClick={() => editor.send({ type: "business.retry" })}>
            <FormattedMessage id="common.retry" />
          </Button>
        </>
      ) : business ? (
        <>
          <VerificationPanel business={business} />
          {business.status === "accepted" && (
            <p>
              <Link href={businessPath(business.id)}>
                <FormattedMessage id="business.publicPage" />
              </Link>
            </p>
          )}
          {/* Keyed by language: the activity and region lists are named in it. */}
          {!locked && <BusinessForm key={locale} editor={editor} />}
        </>
      ) : (
        <p role="status">
          <FormattedMessage id="common.loading" />
        </p>
      )}
    </>
  );
}
