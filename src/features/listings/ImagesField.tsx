import { useSelector } from "@xstate/react";
import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { MAX_IMAGES } from "../../../machines/offering-draft";
import { Button } from "../../components/Button";
import { Icon } from "../../components/icons/Icon";
import { imageUrl } from "../../lib/image-url";
import { FieldError, Hint, Section } from "./form-parts";
import type { EditorActor } from "./use-offering-editor";

// Material Icons' "close" (Apache License 2.0).
const CLOSE =
  "M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z";

function CloseIcon() {
  return (
    <Icon>
      <path d={CLOSE} />
    </Icon>
  );
}

const sameIds = (a: string[], b: string[]) => a.join() === b.join();

/**
 * Up to MAX_IMAGES photos: chosen files are resized in the browser and uploaded one by one;
 * each can be moved earlier or later (the first is the cover) or removed, by keyboard too.
 */
export function ImagesField({ actor }: { actor: EditorActor }) {
  const intl = useIntl();
  const id = useId();
  const images = useSelector(actor, (s) => s.context.draft.images, sameIds);
  const waiting = useSelector(actor, (s) => s.context.queue.length);
  const uploading = useSelector(actor, (s) => s.matches({ ready: { images: "uploading" } }));
  const imageError = useSelector(actor, (s) => s.context.imageError);
  const fieldError = useSelector(actor, (s) => s.context.fieldErrors.images);
  const full = images.length + waiting >= MAX_IMAGES;

  return (
    <Section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>
        <FormattedMessage id="listings.editor.images" />
      </h2>
      <Hint>
        <FormattedMessage
          id="listings.editor.imagesHint"
          values={{ count: intl.formatNumber(images.length), max: intl.formatNumber(MAX_IMAGES) }}
        />
      </Hint>
      {images.length > 0 && (
        <Grid>
          {images.map((image, index) => {
            const n = intl.formatNumber(index + 1);
            return (
              <li key={image}>
                <img
                  src={imageUrl(image)}
                  alt={intl.formatMessage({ id: "listings.editor.imageAlt" }, { n })}
                  width={120}
                  height={120}
                />
                <Controls>
                  <Small
                    type="button"
                    $tone="plain"
                    disabled={index === 0}
                    aria-label={intl.formatMessage({ id: "listings.editor.moveEarlier" }, { n })}
                    onClick={() => actor.send({ type: "editor.moveImage", id: image, by: -1 })}
                  >
                    <Arrow aria-hidden="true">‹</Arrow>
                  </Small>
                  <Small
                    type="button"
                    $tone="plain"
                    disabled={index === images.length - 1}
                    aria-label={intl.formatMessage({ id: "listings.editor.moveLater" }, { n })}
                    onClick={() => actor.send({ type: "editor.moveImage", id: image, by: 1 })}
                  >
                    <Arrow aria-hidden="true">›</Arrow>
                  </Small>
                  <Small
                    type="button"
                    $tone="plain"
                    aria-label={intl.formatMessage({ id: "listings.editor.removeImage" }, { n })}
                    onClick={() => actor.send({ type: "editor.removeImage", id: image })}
                  >
                    <CloseIcon />
                  </Small>
                </Controls>
              </li>
            );
          })}
        </Grid>
      )}
      <Picker $disabled={full}>
        <input
          id={`${id}-files`}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          multiple
          disabled={full}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = "";
            if (files.length > 0) actor.send({ type: "editor.addImages", files });
          }}
        />
        <label htmlFor={`${id}-files`}>
          <FormattedMessage id="listings.editor.addImages" />
        </label>
      </Picker>
      {uploading && (
        <p role="status">
          <FormattedMessage
            id="listings.editor.uploading"
            values={{ count: intl.formatNumber(waiting) }}
          />
        </p>
      )}
      <FieldError id={`${id}-error`} code={imageError ?? fieldError} />
    </Section>
  );
}

const Grid = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li { display: grid; gap: 0.35rem; }
  img {
    inline-size: 100%;
    block-size: auto;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: 8px;
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.background};
  }
  li:first-child img { outline: 3px solid ${({ theme }) => theme.color.primary}; }
`;

const Controls = styled.div`
  display: flex;
  gap: 0.25rem;
  justify-content: center;
`;

const Small = styled(Button)`
  min-inline-size: 44px;
  padding-inline: 0.5rem;
`;

// ‹ and › mirror themselves in right-to-left text, as "earlier" and "later" do.
const Arrow = styled.span`
  font-size: 1.3rem;
  line-height: 1;
`;

const Picker = styled.div<{ $disabled: boolean }>`
  input {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    opacity: 0;
  }
  label {
    display: inline-flex;
    align-items: center;
    min-block-size: 44px;
    padding-inline: 1.1rem;
    border: 1px dashed ${({ theme }) => theme.color.primary};
    border-radius: ${({ theme }) => theme.radius};
    color: ${({ theme }) => theme.color.primary};
    font-weight: 600;
    cursor: ${({ $disabled }) => ($disabled ? "not-allowed" : "pointer")};
    opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};
  }
  input:focus-visible + label {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;
