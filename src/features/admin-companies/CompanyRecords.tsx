import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import type { AuditEntry, VerificationStep } from "../../../sdk";
import { formatDate, formatTime } from "../../lib/format/date-time";
import { StatusBadge } from "./StatusBadge";

const AUDIT_ACTIONS = new Set(["accept", "reject", "block", "unblock"]);

function When({ at }: { at: string }) {
  const { locale } = useIntl();
  return (
    <time dateTime={at}>
      {formatDate(at, locale)} {formatTime(at, locale)}
    </time>
  );
}

/** The verification history, newest first, each step with the reason the owner was given. */
export function VerificationHistory({ steps }: { steps: VerificationStep[] }) {
  return (
    <List>
      {steps.map((step) => (
        <li key={`${step.at}-${step.status}`}>
          <When at={step.at} /> <StatusBadge status={step.status} />
          {step.reason && (
            <Reason>
              <FormattedMessage
                id="admin.companies.reason"
                values={{ reason: <bdi>{step.reason}</bdi> }}
              />
            </Reason>
          )}
        </li>
      ))}
    </List>
  );
}

/** What administrators did to the company (the audit log's entries about it). */
export function AuditEntries({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0) {
    return (
      <p>
        <FormattedMessage id="admin.companies.noAudit" />
      </p>
    );
  }
  return (
    <List>
      {entries.map((entry) => {
        const verb = entry.action.replace(/^business\./, "");
        const reason = entry.after?.reason;
        return (
          <li key={entry.id}>
            <When at={entry.at} /> <bdi>{entry.actor.name}</bdi>{" "}
            {AUDIT_ACTIONS.has(verb) ? (
              <FormattedMessage id={`admin.companies.auditAction.${verb}`} />
            ) : (
              <bdi dir="ltr">{entry.action}</bdi>
            )}
            {typeof reason === "string" && (
              <Reason>
                <FormattedMessage
                  id="admin.companies.reason"
                  values={{ reason: <bdi>{reason}</bdi> }}
                />
              </Reason>
            )}
          </li>
        );
      })}
    </List>
  );
}

const List = styled.ol`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Reason = styled.p`
  margin-block: 0.25rem 0;
  color: ${({ theme }) => theme.color.muted};
  overflow-wrap: anywhere;
`;
