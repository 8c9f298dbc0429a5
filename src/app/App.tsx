import { useSelector } from "@xstate/react";
import { useEffect } from "react";
import { IntlProvider } from "react-intl";
import { ThemeProvider } from "styled-components";
import { Route, Switch } from "wouter";
import { isRightToLeft } from "../i18n/resolve-locale";
import { HomePage } from "../pages/HomePage";
import { NotFoundPage } from "../pages/NotFoundPage";
import { ProfilePage } from "../pages/ProfilePage";
import { GlobalStyle } from "../theme/GlobalStyle";
import { lightTheme } from "../theme/theme";
import { ActorsProvider, type AppActors, useActors } from "./actors-context";

// Keep in step with src/routes.json, which tells the server which paths are pages (HTTP 200).
function Routes() {
  return (
    <Switch>
      <Route path="/" component={HomePage} />
      <Route path="/profile" component={ProfilePage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}

function Localised() {
  const { locale } = useActors();
  const shown = useSelector(locale, (s) => s.context.shown);
  const messages = useSelector(locale, (s) => s.context.messages);

  useEffect(() => {
    if (!shown) return;
    document.documentElement.lang = shown;
    document.documentElement.dir = isRightToLeft(shown) ? "rtl" : "ltr";
  }, [shown]);

  if (!shown || !messages) return null;
  return (
    <IntlProvider locale={shown} messages={messages} defaultLocale="ru">
      <Routes />
    </IntlProvider>
  );
}

export function App({ actors }: { actors: AppActors }) {
  return (
    <ActorsProvider actors={actors}>
      <ThemeProvider theme={lightTheme}>
        <GlobalStyle />
        <Localised />
      </ThemeProvider>
    </ActorsProvider>
  );
}
