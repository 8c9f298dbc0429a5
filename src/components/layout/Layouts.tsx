import { type ReactNode, Suspense } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { lazyComponent } from "../../lib/lazy-component";
import { ChunkPending } from "./ChunkPending";
import { Header } from "./Header";

// Below the fold on every landing page: not part of the first download either.
const Footer = lazyComponent(
  () => import("./Footer"),
  (m) => m.Footer,
);
// The account and admin areas' side bar: not part of a visitor's first download.
const SidebarLayout = lazyComponent(
  () => import("./deferred-ui"),
  (m) => m.SidebarLayout,
);

/** SPEC.md section 2: three page layouts, chosen per route in src/app/routes.tsx. */
export type LayoutName = "landing" | "profile" | "admin";

function SkipLink() {
  return (
    <Skip href="#main">
      <FormattedMessage id="nav.skip" />
    </Skip>
  );
}

export function Layout({ name, children }: { name: LayoutName; children: ReactNode }) {
  if (name === "landing") {
    return (
      <>
        <SkipLink />
        <Header />
        <Main id="main">{children}</Main>
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      </>
    );
  }
  return (
    <>
      <SkipLink />
      <Header />
      <Suspense fallback={<ChunkPending />}>
        <SidebarLayout area={name}>{children}</SidebarLayout>
      </Suspense>
    </>
  );
}

const Main = styled.main`
  max-inline-size: 72rem;
  margin-inline: auto;
  padding-block: 2rem;
  padding-inline: clamp(1rem, 4vw, 2.5rem);
`;

const Skip = styled.a`
  position: absolute;
  inset-inline-start: 0.5rem;
  inset-block-start: -3rem;
  padding: 0.5rem 1rem;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  z-index: 200;
  &:focus { inset-block-start: 0.5rem; }
`;
