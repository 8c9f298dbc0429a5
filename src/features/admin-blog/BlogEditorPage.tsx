import { useSelector } from "@xstate/react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Link, useParams } from "wouter";
import { AuditTrail } from "../../components/AuditTrail";
import { Button } from "../../components/Button";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { LoadFailed } from "../../components/catalog/LoadFailed";
import { ErrorText } from "../../components/ErrorText";
import { BlogTexts } from "./BlogTexts";
import { CoverField } from "./CoverField";
import { PublishFields } from "./PublishFields";
import { type BlogEditorActor, useBlogEditor } from "./use-blog-editor";

/** /admin/blogs/new and /admin/blogs/new/:id: write a post, or change or delete one. */
export function BlogEditorPage() {
  const { id } = useParams<{ id?: string }>();
  // A new post's first save changes the address to its own: the same editor stays on screen.
  return <Editor id={id ?? null} />;
}

function Editor({ id }: { id: string | null }) {
  const actor = useBlogEditor(id);
  const loadError = useSelector(actor, (s) => (s.matches("loadFailed") ? s.context.error : null));
  const loading = useSelector(actor, (s) => s.matches("loading") || s.matches("start"));
  const saved = useSelector(actor, (s) => s.context.id !== null);
  if (loadError) {
    return <LoadFailed code={loadError} onRetry={() => actor.send({ type: "blog.retry" })} />;
  }
  return (
    <Page>
      <Link href="/admin/blogs">
        <FormattedMessage id="admin.blogs.back" />
      </Link>
      <h1>
        <FormattedMessage id={saved ? "admin.blogs.edit" : "admin.blogs.new"} />
      </h1>
      {loading ? (
        <p role="status">
          <FormattedMessage id="common.loading" />
        </p>
      ) : (
        <>
          <Form actor={actor} />
          <PostAudit actor={actor} />
        </>
      )}
    </Page>
  );
}

function Form({ actor }: { actor: BlogEditorActor }) {
  const busy = useSelector(actor, (s) => s.hasTag("busy"));
  const saving = useSelector(actor, (s) => s.matches({ ready: "saving" }));
  const error = useSelector(actor, (s) => s.context.error);
  const justSaved = useSelector(actor, (s) => s.context.saved);
  const state = useSelector(actor, (s) => s.context.post?.state ?? null);
  const postId = useSelector(actor, (s) => s.context.id);
  const canDelete = useSelector(actor, (s) => s.can({ type: "blog.delete" }));
  const confirming = useSelector(actor, (s) => s.matches({ ready: "confirmingDelete" }));
  return (
    <FormBox
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: "blog.save" });
      }}
    >
      {state && (
        <p>
          <FormattedMessage
            id="admin.blogs.stateNow"
            values={{ state: <FormattedMessage id={`admin.blogs.states.${state}`} /> }}
          />
          {state === "published" && postId && (
            <>
              {" · "}
              <Link href={`/blog/${postId}`}>
                <FormattedMessage id="admin.blogs.viewPost" />
              </Link>
            </>
          )}
        </p>
      )}
      <BlogTexts actor={actor} />
      <CoverField actor={actor} />
      <PublishFields actor={actor} />
      <Actions>
        <Button type="submit" disabled={busy}>
          <FormattedMessage id={saving ? "admin.blogs.saving" : "admin.blogs.save"} />
        </Button>
        {canDelete && (
          <Button type="button" $tone="danger" onClick={() => actor.send({ type: "blog.delete" })}>
            <FormattedMessage id="admin.blogs.delete" />
          </Button>
        )}
        <output aria-live="polite">
          {justSaved && !busy && <FormattedMessage id="admin.blogs.saved" />}
        </output>
      </Actions>
      {error && <ErrorText code={error} />}
      <ConfirmDialog
        open={confirming}
        tone="danger"
        title={<FormattedMessage id="admin.blogs.deleteTitle" />}
        message={<FormattedMessage id="admin.blogs.deleteMessage" />}
        okLabel={<FormattedMessage id="admin.blogs.delete" />}
        onConfirm={() => actor.send({ type: "blog.deleteConfirm" })}
        onCancel={() => actor.send({ type: "blog.deleteCancel" })}
      />
    </FormBox>
  );
}

/** What administrators did to the saved post (none for a new one). */
function PostAudit({ actor }: { actor: BlogEditorActor }) {
  const audit = useSelector(actor, (s) => s.context.post?.audit ?? null);
  return audit && <AuditTrail entries={audit} />;
}

const Page = styled.div`
  display: grid;
  gap: 1rem;
  min-inline-size: 0;
  h1 { margin: 0; }
`;

const FormBox = styled.form`
  display: grid;
  gap: 1.5rem;
  min-inline-size: 0;
  > p { margin: 0; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
`;
