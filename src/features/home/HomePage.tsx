import { useSelector } from "@xstate/react";
import { Suspense } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Redirect, useLocation, useSearch } from "wouter";
import { afterSignInPath, safeNextPath } from "../../../machines/next-path";
import { useActors } from "../../lib/actors-context";
import { lazyComponent } from "../../lib/lazy-component";

const LoginDialog = lazyComponent(
  () => import("../../components/layout/deferred-ui"),
  (m) => m.LoginDialog,
);
// Banners, categories, sales, new offerings and businesses: one chunk, each section its own data.
const HomeSections = lazyComponent(
  () => import("./HomeSections"),
  (m) => m.HomeSections,
);

/**
 * The home page; `/?action=login` opens it with the sign-in dialog (SPEC.md section 2). A
 * person already signed in goes where signing in would take them instead (`next`, else the
 * profile), the address replaced, so Back does not return to a dialog they cannot use.
 */
export const HomePage = Object.assign(HomeView, {
  // Its sections are fetched ahead of its first render (src/app/preload-route.ts).
  preload: HomeSections.preload,
});

function HomeView() {
  const search = useSearch();
  const [, setLocation] = useLocation();
  const query = new URLSearchParams(search);
  const loginOpen = query.get("action") === "login";
  const { session } = useActors();
  const signedIn = useSelector(session, (s) => s.matches("signedIn"));

  if (loginOpen && signedIn) return <Redirect to={afterSignInPath(query.get("next"))} replace />;

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
      {/* Keeps the footer out of the first view until the sections arrive, so it never jumps. */}
      <Suspense fallback={<div style={{ minBlockSize: "100vh" }} />}>
        <HomeSections />
      </Suspense>
      {loginOpen && (
        <Suspense fallback={null}>
          <LoginDialog
            open
            // Closing without signing in goes back to the page that asked for it.
            onClose={() => setLocation(safeNextPath(query.get("next")) ?? "/", { replace: true })}
          />
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
