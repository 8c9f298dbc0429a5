import { useSelector } from "@xstate/react";
import { useId } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { ErrorText } from "../../components/ErrorText";
import { imageUrl } from "../../lib/image-url";
import type { BlogEditorActor } from "./use-blog-editor";

/** The post's cover: the picture, a file to upload instead (checked by its bytes), or none. */
export function CoverField({ actor }: { actor: BlogEditorActor }) {
  const cover = useSelector(actor, (s) => s.context.draft.cover);
  const uploading = useSelector(actor, (s) => s.matches({ ready: "uploadingCover" }));
  const error = useSelector(actor, (s) => s.context.coverError);
  const id = useId();
  return (
    <Box>
      <label htmlFor={id}>
        <FormattedMessage id="admin.blogs.cover" />
      </label>
      {cover && <Picture src={imageUrl(cover)} alt="" width={600} height={200} />}
      <Row>
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          disabled={uploading}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) actor.send({ type: "blog.cover.pick", file });
            event.target.value = "";
          }}
        />
        {cover && (
          <Button
            type="button"
            $tone="plain"
            onClick={() => actor.send({ type: "blog.cover.remove" })}
          >
            <FormattedMessage id="admin.blogs.coverRemove" />
          </Button>
        )}
      </Row>
      {uploading && (
        <p role="status">
          <FormattedMessage id="admin.blogs.coverUploading" />
        </p>
      )}
      {error && <ErrorText code={error} />}
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  gap: 0.5rem;
  > label { font-weight: 600; }
  p { margin: 0; }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
`;

const Picture = styled.img`
  inline-size: min(100%, 30rem);
  block-size: auto;
  aspect-ratio: 3 / 1;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius};
`;
