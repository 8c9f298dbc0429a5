import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import type { BusinessStatus, MyBusiness } from "../../../../sdk";
import { formatDate } from "../../../lib/format/date-time";

/**
 * Where the business's verification stands: its status, what it means for its listings, the
 * reason it was rejected or blocked (as the administrator wrote it), and its history.
 */
export function VerificationPanel({ business }: { business: MyBusiness }) {
  const { locale } = useIntl();
  const titleId = useId();
  return (
    <Panel $status={business.status} aria-labelledby={titleId}>
      <h3 id={titleId}>
        <FormattedMessage id="businessEdit.verification.title" />{" "}
        <Badge $status={business.status}>
          <FormattedMessage id={`business.status_${business.status}`} />
        </Badge>
      </h3>
      <p>
        <FormattedMessage id={`businessEdit.verification.means_${business.status}`} />
      </p>
      {business.status_reason && (
        <Reason>
          <FormattedMessage id="businessEdit.verification.reason" />{" "}
          <q dir="auto">{business.status_reason}</q>
        </Reason>
      )}
      {business.history.length > 1 && (
        <details>
          <summary>
            <FormattedMessage id="businessEdit.verification.history" />
          </summary>
          <History>
            {business.history.map((step) => (
              <li key={`${step.at}-${step.status}`}>
                <time dateTime={step.at}>{formatDate(step.at, locale)}</time>{" "}
                <FormattedMessage id={`business.status_${step.status}`} />
                {step.reason && (
                  <>
                    {": "}
                    <bdi>{step.reason}</bdi>
                  </>
                )}
              </li>
            ))}
          </History>
        </details>
      )}
    </Panel>
  );
}

const tone = (status: BusinessStatus) =>
  status === "accepted" ? "primary" : status === "pending" ? "muted" : "danger";

const Panel = styled.section<{ $status: BusinessStatus }>`
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-inline-start: 4px solid ${({ theme, $status }) => theme.color[tone($status)]};
  border-radius: ${({ theme }) => theme.radius};
  h3 { margin-block: 0 0.5rem; font-size: 1.05rem; }
  p { margin-block: 0 0.5rem; }
`;

const Badge = styled.span<{ $status: BusinessStatus }>`
  display: inline-block;
  padding-inline: 0.5rem;
  border-radius: 999px;
  font-size: 0.9rem;
  color: ${({ theme, $status }) => theme.color[tone($status)]};
  border: 1px solid currentColor;
`;

const Reason = styled.p`
  font-weight: 600;
`;

const History = styled.ol`
  margin-block: 0.5rem 0;
  padding-inline-start: 1.25rem;
`;
