import { useIntl } from "react-intl";
import { isolate } from "../../lib/i18n/bidi";
import { useItemHead } from "../../lib/use-item-head";

/**
 * Puts the words searched for in front of the page title ("“plov” · Services · Bozor"), so
 * tabs and history entries of different searches can be told apart. It goes through the item
 * head (use-head.ts), which the route's own head defers to; without words it writes the
 * route's title, so clearing the search clears the title too. The words are isolated for
 * direction: Latin words on a Persian page keep their place in the title.
 */
export function useSearchTitle(titleId: string, query: string | null) {
  const intl = useIntl();
  const page = intl.formatMessage({ id: titleId });
  useItemHead({
    title: query
      ? intl.formatMessage({ id: "search.titleWithQuery" }, { query: isolate(query), page })
      : page,
    description: intl.formatMessage({ id: "app.description" }),
  });
}
