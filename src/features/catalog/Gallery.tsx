import { type KeyboardEvent, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { VisuallyHidden } from "../../components/form-controls";
import { imageUrl } from "../../lib/image-url";

/**
 * An item's photos: one large, the others as thumbnails to pick. Every control is a button
 * (reached with Tab, pressed with Enter or Space); the arrow keys step through the photos,
 * following the reading direction, so → is "next" in Uzbek and ← is "next" in Persian. Which
 * photo is shown is said politely, only when the person changes it.
 */
export function Gallery({ images, title }: { images: string[]; title: string }) {
  const intl = useIntl();
  const photos = images.length > 0 ? images : [null];
  const [index, setIndex] = useState(0);
  const count = photos.length;
  const show = (next: number) => setIndex((next + count) % count);
  const position = (n: number) =>
    intl.formatMessage(
      { id: "gallery.position" },
      { n: intl.formatNumber(n + 1), count: intl.formatNumber(count) },
    );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const forward = (event.key === "ArrowRight") !== rtl;
    event.preventDefault();
    show(index + (forward ? 1 : -1));
  };

  return (
    <Figure
      role="group"
      aria-roledescription={intl.formatMessage({ id: "gallery.role" })}
      aria-label={title}
      onKeyDown={count > 1 ? onKeyDown : undefined}
    >
      <Main
        src={imageUrl(photos[index])}
        alt={count > 1 ? `${title}, ${position(index)}` : title}
        width={800}
        height={600}
        // The first photo is the page's largest image: fetched at once, the rest on demand.
        fetchPriority={index === 0 ? "high" : "auto"}
      />
      {count > 1 && (
        <>
          <VisuallyHidden aria-live="polite">{position(index)}</VisuallyHidden>
          <Controls>
            <StepButton
              type="button"
              onClick={() => show(index - 1)}
              aria-label={intl.formatMessage({ id: "gallery.previous" })}
            >
              <span aria-hidden="true">‹</span>
            </StepButton>
            <Thumbs>
              {photos.map((id, n) => (
                <li key={id ?? n}>
                  <Thumb
                    type="button"
                    aria-pressed={n === index}
                    aria-label={intl.formatMessage(
                      { id: "gallery.show" },
                      { position: position(n) },
                    )}
                    onClick={() => show(n)}
                  >
                    <img src={imageUrl(id)} alt="" width={64} height={48} loading="lazy" />
                  </Thumb>
                </li>
              ))}
            </Thumbs>
            <StepButton
              type="button"
              onClick={() => show(index + 1)}
              aria-label={intl.formatMessage({ id: "gallery.next" })}
            >
              <span aria-hidden="true">›</span>
            </StepButton>
          </Controls>
          <Hint>
            <FormattedMessage id="gallery.hint" />
          </Hint>
        </>
      )}
    </Figure>
  );
}

const Figure = styled.div`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  min-inline-size: 0;
`;

// Reserved at 4:3 before the photo arrives, so the text beside and below it does not move.
const Main = styled.img`
  display: block;
  inline-size: 100%;
  block-size: auto;
  aspect-ratio: 4 / 3;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
`;

const Thumbs = styled.ul`
  display: flex;
  gap: 0.5rem;
  margin: 0;
  padding: 0.25rem;
  list-style: none;
  overflow-x: auto;
  flex: 1;
`;

const Thumb = styled.button`
  display: block;
  padding: 0;
  border: 2px solid transparent;
  border-radius: 8px;
  background: none;
  cursor: pointer;
  img { display: block; inline-size: 64px; block-size: 48px; object-fit: cover; border-radius: 6px; }
  &[aria-pressed="true"] { border-color: ${({ theme }) => theme.color.primary}; }
`;

// The arrows are bidi-mirrored characters: in right-to-left text they point the other way.
const StepButton = styled.button`
  flex: none;
  inline-size: 44px;
  block-size: 44px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.color.muted};
`;
