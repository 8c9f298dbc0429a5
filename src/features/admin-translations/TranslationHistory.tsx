import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { unwrap } from "../../../machines/request-failure";
import type { TranslationChangePage } from "../../../sdk";
import { LoadFailed } from "../../components/catalog/LoadFailed";
import { formatDate, formatTime } from "../../lib/format/date-time";
import { LOCALE_AUTONYMS } from "../../lib/i18n/resolve-locale";
import { useResource } from "../../lib/use-resource";
import { dirOf } from "./translation-langs";

/** How many of a message's latest changes the editor shows. */
const HISTORY_SIZE = 10;

/**
 * Who changed a message, when, from what to what (every language). Give it a new `key` prop
 * value (`version`) to read it again after a save.
 */
export function TranslationHistory({ messageKey }: { messageKey: string }) {
  const intl = useIntl();
  const { data, error, retry } = useResource<TranslationChangePage>((sdk, call) =>
    sdk
      .listTranslationChanges({ ...call, query: { key: messageKey, page_size: HISTORY_SIZE } })
      .then(unwrap),
  );
  if (error) return <LoadFailed code={error} onRetry={retry} />;
  if (!data) return null;
  if (data.items.length === 0) {
    return (
      <p>
        <FormattedMessage id="translations.historyEmpty" />
      </p>
    );
  }
  const bundled = intl.formatMessage({ id: "translations.bundledText" });
  return (
    <List>
      {data.items.map((change) => (
        <li key={change.id}>
          <Meta>
            <time dateTime={change.at}>
              {formatDate(change.at, intl.locale)} {formatTime(change.at, intl.locale)}
            </time>{" "}
            · <bdi>{change.actor.name}</bdi> · {LOCALE_AUTONYMS[change.lang]} ·{" "}
            <FormattedMessage id={`translations.sources.${change.source}`} />
          </Meta>
          <Change>
            <dt>
              <FormattedMessage id="translations.before" />
            </dt>
            <dd lang={change.lang} dir={dirOf(change.lang)}>
              {change.before ?? bundled}
            </dd>
            <dt>
              <FormattedMessage id="translations.after" />
            </dt>
            <dd lang={change.lang} dir={dirOf(change.lang)}>
              {change.after ?? bundled}
            </dd>
          </Change>
        </li>
      ))}
    </List>
  );
}

const List = styled.ol`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
`;

const Change = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.25rem 0.75rem;
  margin: 0.25rem 0 0;
  dd { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
`;
