import { Suspense } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { useLocation, useSearch } from "wouter";
import { lazyComponent } from "../app/lazy-component";

const LoginDialog = lazyComponent(
  () => import("../app/deferred-ui"),
  (m) => m.LoginDialog,
);

/** The home page; `/?action=login` opens it with the sign-in dialog (SPEC.md section 2). */
export function HomePage() {
  const search = useSearch();
  const [, setLocation] = useLocation();
  const loginOpen = new URLSearchParams(search).get("action") === "login";

  return (
    <>
      <Hero>
        <h1>
          <FormattedMessage id="home.heading" />
        </h1>
        <p>
          <FormattedMessage id="home.lead" />
        </p>
      </Hero>
      {loginOpen && (
        <Suspense fallback={null}>
          <LoginDialog open onClose={() => setLocation("/", { replace: true })} />
        </Suspense>
      )}
    </>
  );
}

const Hero = styled.section`
  padding-block: 3rem;
  h1 { font-size: clamp(1.8rem, 5vw, 2.8rem); margin-block: 0 1rem; }
  p { font-size: 1.15rem; color: ${({ theme }) => theme.color.muted}; max-inline-size: 40rem; }
`;
