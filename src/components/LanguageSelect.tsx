import { useSelector } from "@xstate/react";
import { useId } from "react";
import { useIntl } from "react-intl";
import type { Lang } from "../../sdk";
import { useActors } from "../lib/actors-context";
import { LOCALE_AUTONYMS, LOCALES } from "../lib/i18n/resolve-locale";

// The profile page names the language with the same words as this control.
export { LOCALE_AUTONYMS };

import { Select, VisuallyHidden } from "./form-controls";

/** The interface language; a signed-in choice is saved to the profile by the app's effects. */
export function LanguageSelect({ compact = false }: { compact?: boolean }) {
  const { locale } = useActors();
  const intl = useIntl();
  const id = useId();
  const current = useSelector(locale, (s) => s.context.locale);
  return (
    <>
      <VisuallyHidden as="label" htmlFor={id}>
        {intl.formatMessage({ id: "settings.language" })}
      </VisuallyHidden>
      <Select
        id={id}
        value={current}
        onChange={(event) =>
          locale.send({ type: "locale.set", locale: event.target.value as Lang })
        }
      >
        {LOCALES.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {compact ? lang.toUpperCase() : LOCALE_AUTONYMS[lang]}
          </option>
        ))}
      </Select>
    </>
  );
}
