import {
  cloneElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import styled from "styled-components";

/** SPEC.md section 9: a tooltip appears 50 ms after hover or focus, leaves 200 ms after. */
export const TOOLTIP_SHOW_DELAY = 50;
export const TOOLTIP_HIDE_DELAY = 200;

interface TooltipProps {
  /** The tip's text, already translated. */
  content: ReactNode;
  /** One focusable element (a button, a link); it gets aria-describedby pointing at the tip. */
  children: ReactElement<{ "aria-describedby"?: string }>;
  /** Above (block-start) or below (block-end) the element. */
  placement?: "block-start" | "block-end";
}

/**
 * A short description of a control, shown on hover and keyboard focus. The tip stays in the
 * DOM while hidden, so the control's description is there for screen readers at once, not
 * 50 ms later; Escape hides it without moving focus, and the pointer can move onto it
 * without it vanishing (WCAG 1.4.13).
 */
export function Tooltip({ content, children, placement = "block-start" }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const schedule = useCallback((next: boolean, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), delay);
  }, []);
  const show = () => schedule(true, TOOLTIP_SHOW_DELAY);
  const hide = () => schedule(false, TOOLTIP_HIDE_DELAY);

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      clearTimeout(timer.current);
      setOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  const trigger = isValidElement(children)
    ? cloneElement(children, {
        "aria-describedby": [children.props["aria-describedby"], id].filter(Boolean).join(" "),
      })
    : children;

  return (
    <Anchor onMouseEnter={show} onMouseLeave={hide} onFocus={show} onBlur={hide}>
      {trigger}
      <Tip id={id} role="tooltip" hidden={!open} $placement={placement}>
        {content}
      </Tip>
    </Anchor>
  );
}

const Anchor = styled.span`
  position: relative;
  display: inline-block;
`;

// Both inline insets plus auto margins centre the tip on its element when it fits, and pin
// it to the inline-start edge when it does not: right in fa, left in the other languages.
const Tip = styled.span<{ $placement: "block-start" | "block-end" }>`
  position: absolute;
  ${({ $placement }) =>
    $placement === "block-start"
      ? "inset-block-end: calc(100% + 6px);"
      : "inset-block-start: calc(100% + 6px);"}
  inset-inline: 0;
  margin-inline: auto;
  inline-size: max-content;
  max-inline-size: 20rem;
  z-index: 50;
  padding-block: 0.35rem;
  padding-inline: 0.6rem;
  border-radius: 6px;
  background: ${({ theme }) => theme.color.text};
  color: ${({ theme }) => theme.color.background};
  font-size: 0.875rem;
  line-height: 1.35;
  white-space: normal;
  pointer-events: auto;
  &[hidden] { display: none; }
`;
