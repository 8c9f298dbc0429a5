import type { ReactNode } from "react";
import styled from "styled-components";
import { Header } from "../components/Header";

/**
 * The landing and profile layouts share the header; the profile one narrows the content
 * column. (The admin layout arrives with the admin area.)
 */
export function LandingLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Header />
      <Main id="main">{children}</Main>
    </>
  );
}

export function ProfileLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Header />
      <Main id="main" $narrow>
        {children}
      </Main>
    </>
  );
}

const Main = styled.main<{ $narrow?: boolean }>`
  max-inline-size: ${({ $narrow }) => ($narrow ? "48rem" : "72rem")};
  margin-inline: auto;
  padding-block: 2rem;
  padding-inline: clamp(1rem, 4vw, 2.5rem);
`;
