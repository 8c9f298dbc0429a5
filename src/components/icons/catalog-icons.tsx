import { Icon, type IconProps } from "./Icon";

// Shapes from Google's Material Icons (Apache License 2.0). Kept apart from the header's icon
// so that these go with the catalogue's lazy chunk, not the first download.

const STAR =
  "M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z";
const HEART =
  "M12 21.35l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54z";
const THUMB_UP =
  "M1 21h4V9H1zm22-11c0-1.1-.9-2-2-2h-6.31l.95-4.57.03-.32c0-.41-.17-.79-.44-1.06L14.17 1 7.59 7.59C7.22 7.95 7 8.45 7 9v10c0 1.1.9 2 2 2h9c.83 0 1.54-.5 1.84-1.22l3.02-7.05c.09-.23.14-.47.14-.73z";

/** A star of a rating: filled in the text's colour. */
export function StarIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d={STAR} />
    </Icon>
  );
}

/** A heart: filled when the item is saved, an outline when it is not. */
export function HeartIcon({ filled, ...props }: IconProps & { filled: boolean }) {
  return (
    <Icon {...props}>
      <path
        d={HEART}
        fill={filled ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth={filled ? 0 : 2}
        strokeLinejoin="round"
      />
    </Icon>
  );
}

/** A like: a thumb up. */
export function LikeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d={THUMB_UP} />
    </Icon>
  );
}
