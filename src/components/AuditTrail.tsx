import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import type { AuditEntry } from "../../sdk";
import { formatDate, formatTime } from "../lib/format/date-time";

/**
 * What administrators did to the content on screen (a blog post, a form), newest first, as
 * the audit log keeps it: the action's name in the interface language, who and when. The
 * entries come with the item, so the list is as fresh as the last load or save.
 */
export function AuditTrail({
  entries,
  headingLevel = 2,
}: {
  entries: readonly AuditEntry[];
  /** The heading's level in the page's outline: under an h1 by default. */
  headingLevel?: 2 | 3;
}) {
  const intl = useIntl();
  const headingId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId}>
        <FormattedMessage id="contentAudit.title" />
      </Heading>
      {entries.length === 0 ? (
        <p>
          <FormattedMessage id="contentAudit.empty" />
        </p>
      ) : (
        <List>
          {entries.map((entry) => (
            <li key={entry.id}>
              <FormattedMessage
                id={`contentAudit.actions.${entry.action}`}
                defaultMessage={entry.action}
              />{" "}
              <Muted>
                <FormattedMessage
                  id="contentAudit.entry"
                  values={{
                    actor: <bdi>{entry.actor.name}</bdi>,
                    date: (
                      <time dateTime={entry.at}>
                        {`${formatDate(entry.at, intl.locale)} ${formatTime(entry.at, intl.locale)}`}
                      </time>
                    ),
                  }}
                />
              </Muted>
            </li>
          ))}
        </List>
      )}
    </section>
  );
}

const List = styled.ol`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.muted};
`;
