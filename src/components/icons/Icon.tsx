import type { ReactNode, SVGProps } from "react";
import styled from "styled-components";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children" | "ref">;

/**
 * An icon drawn as SVG, never as a character: a symbol or emoji character is an empty box on a
 * system without a font that has it (a Chromium without an emoji font draws 👍 as one). It
 * takes the text's colour (`currentColor`) and size (1em), on a 24-unit grid, and is hidden
 * from screen readers: the control it sits in says in words what it does.
 */
export function Icon({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <Svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </Svg>
  );
}

// Sits on the text's baseline like a letter, and never shrinks in a flex row.
const Svg = styled.svg`
  display: inline-block;
  flex: none;
  vertical-align: -0.125em;
`;
