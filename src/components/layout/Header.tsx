import { useSelector } from "@xstate/react";
import { Suspense, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Link, useLocation } from "wouter";
import { useActors } from "../../lib/actors-context";
import { lazyComponent } from "../../lib/lazy-component";
import { Button } from "../Button";
import { SettingsIcon } from "../icons/SettingsIcon";
import { LanguageSelect } from "../LanguageSelect";
import { LoadingBar } from "./LoadingBar";
import { SECTIONS } from "./sections";

// Not in the first download: visitors see no notifications or user menu, and settings open
// on demand.
const SettingsDialog = lazyComponent(
  () => import("./deferred-ui"),
  (m) => m.SettingsDialog,
);
const SignedInTools = lazyComponent(
  () => import("./deferred-ui"),
  (m) => m.SignedInTools,
);

export function Header() {
  const { session } = useActors();
  const intl = useIntl();
  const [path] = useLocation();
  const signedIn = useSelector(session, (s) => s.matches("signedIn"));
  const [settingsOpen, setSettingsOpen] = useState(false);

  return (
    <Bar>
      {/* Fixed at the top of the window; inside the banner so that, shown, it is in a landmark. */}
      <LoadingBar />
      <Top>
        <Brand href="/">
          <FormattedMessage id="app.name" />
        </Brand>
        <Tools aria-label={intl.formatMessage({ id: "nav.tools" })}>
          <LanguageSelect compact />
          <Button
            type="button"
            $tone="plain"
            aria-label={intl.formatMessage({ id: "settings.title" })}
            onClick={() => setSettingsOpen(true)}
          >
            <SettingsIcon />
          </Button>
          {signedIn ? (
            <Suspense fallback={null}>
              <SignedInTools onOpenSettings={() => setSettingsOpen(true)} />
            </Suspense>
          ) : (
            <Link href="/?action=login" asChild>
              <Button as="a">
                <FormattedMessage id="nav.login" />
              </Button>
            </Link>
          )}
        </Tools>
      </Top>
      <Sections aria-label={intl.formatMessage({ id: "nav.sections" })}>
        <ul>
          {SECTIONS.map((section) => (
            <li key={section.href}>
              <Link href={section.href} aria-current={path === section.href ? "page" : undefined}>
                <FormattedMessage id={section.labelId} />
              </Link>
            </li>
          ))}
        </ul>
      </Sections>
      {settingsOpen && (
        <Suspense fallback={null}>
          <SettingsDialog open onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
    </Bar>
  );
}

const Bar = styled.header`
  background: ${({ theme }) => theme.color.surface};
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  padding-block: 0.75rem 0.25rem;
  padding-inline: clamp(1rem, 4vw, 2.5rem);
`;

const Tools = styled.nav`
  display: flex;
  align-items: center;
  gap: 0.5rem;
`;

const Brand = styled(Link)`
  font-size: 1.5rem;
  font-weight: 800;
  letter-spacing: -0.02em;
  text-decoration: none;
  color: ${({ theme }) => theme.color.primary};
`;

// The sections wrap onto another line rather than scroll: on a phone every one stays in
// sight, none hides past the edge, and no label is cut; a label itself never breaks (its
// hyphen included, "Флеш-распродажи"). The first paint draws the same (src/shell/index-html.ts).
const Sections = styled.nav`
  padding-inline: clamp(1rem, 4vw, 2.5rem);
  ul { display: flex; flex-wrap: wrap; gap: 0 1rem; list-style: none; margin: 0; padding: 0; }
  /* A phone fits the six sections in two lines in every language. */
  @media (max-width: 30rem) {
    ul { column-gap: 0.75rem; font-size: 0.9375rem; }
  }
  a {
    display: inline-block;
    white-space: nowrap;
    padding-block: 0.6rem;
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    border-block-end: 2px solid transparent;
  }
  a[aria-current="page"] {
    color: ${({ theme }) => theme.color.primary};
    border-block-end-color: ${({ theme }) => theme.color.primary};
  }
`;
