import { useSelector } from "@xstate/react";
import { useDeferredValue, useEffect } from "react";
import { IntlProvider } from "react-intl";
import { ThemeProvider } from "styled-components";
import { Route, Switch, useLocation, useRouter } from "wouter";
import { resolveColorMode } from "../../machines/color-mode.machine";
import { ToastStack } from "../components/layout/ToastStack";
import { ActorsProvider, type AppActors, useActors } from "../lib/actors-context";
import { isRightToLeft } from "../lib/i18n/resolve-locale";
import { GlobalStyle } from "../lib/theme/GlobalStyle";
import { darkTheme, lightTheme } from "../lib/theme/theme";
import { AccessOfProvider } from "../lib/use-allowed-links";
import { ErrorBoundary } from "./ErrorBoundary";
import { isChunkLoadFailure } from "./effects/build-update";
import { matchRoute } from "./match-route";
import { NotFoundView } from "./NotFoundView";
import { RouteView } from "./RouteView";
import { accessOf, ROUTES } from "./routes";

/** Tells the colour mode machine what the current route's metadata forces, if anything. */
function RouteColorMode() {
  const { colorMode } = useActors();
  const [path] = useLocation();
  const { parser } = useRouter();
  const forced = matchRoute(parser, ROUTES, path)?.colorMode ?? null;
  useEffect(() => {
    colorMode.send({ type: "colorMode.force", mode: forced });
  }, [colorMode, forced]);
  return null;
}

/**
 * A message missing or failing to format, in every build (react-intl is silent in production):
 * the page shows the id instead, and the e2e runs fail on the log line (tests/e2e/test.ts).
 */
function reportMessageError(error: { message: string }) {
  console.error(error.message);
}

function Localised() {
  const { locale, buildUpdate } = useActors();
  const [path] = useLocation();
  // The whole app renders when the messages arrive (and again on a change of language): at
  // transition priority, so React renders it in slices rather than one long task. Deferred
  // together, so the language and its messages always match.
  const { shown, messages } = useDeferredValue(useSelector(locale, (s) => s.context));

  useEffect(() => {
    if (!shown) return;
    document.documentElement.lang = shown;
    document.documentElement.dir = isRightToLeft(shown) ? "rtl" : "ltr";
  }, [shown]);

  if (!shown || !messages) return null;
  return (
    <IntlProvider
      locale={shown}
      messages={messages}
      defaultLocale="ru"
      onError={reportMessageError}
    >
      <ErrorBoundary
        key={path}
        onError={(error) => {
          if (isChunkLoadFailure(error))
            buildUpdate.send({ type: "buildUpdate.chunkFailed", path, at: Date.now() });
        }}
      >
        <Switch>
          {ROUTES.map((route) => (
            <Route key={route.path} path={route.path}>
              <RouteView route={route} />
            </Route>
          ))}
          <Route component={NotFoundView} />
        </Switch>
      </ErrorBoundary>
      <ToastStack />
    </IntlProvider>
  );
}

function Themed() {
  const { colorMode } = useActors();
  const mode = useSelector(colorMode, (s) => resolveColorMode(s.context));
  return (
    <ThemeProvider theme={mode === "dark" ? darkTheme : lightTheme}>
      <GlobalStyle />
      <RouteColorMode />
      <Localised />
    </ThemeProvider>
  );
}

export function App({ actors }: { actors: AppActors }) {
  return (
    <ActorsProvider actors={actors}>
      <AccessOfProvider value={accessOf}>
        <Themed />
      </AccessOfProvider>
    </ActorsProvider>
  );
}
