import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import type { LeadFormAnswers as Answers, LeadFormAnswer } from "../../../sdk";
import { textIn } from "../../components/forms/localized";
import { formatPhone } from "../../lib/format/phone";

/** One answer as text: a choice's values joined, a consent as yes or no, a phone in its groups. */
function AnswerValue({ item }: { item: LeadFormAnswer }) {
  const intl = useIntl();
  const { value } = item;
  if (value === null) return <>—</>;
  if (typeof value === "boolean") {
    return <FormattedMessage id={value ? "admin.leads.yes" : "admin.leads.no"} />;
  }
  if (Array.isArray(value)) return <bdi>{value.join(", ")}</bdi>;
  if (item.type === "phone") return <bdi dir="ltr">{formatPhone(String(value), intl.locale)}</bdi>;
  return <bdi>{String(value)}</bdi>;
}

/**
 * A form lead's answers, each under the label it was asked with (in the reader's language),
 * shown as text: whatever a visitor typed is never markup here.
 */
export function LeadFormAnswers({ answers }: { answers: Answers }) {
  const { locale } = useIntl();
  return (
    <section>
      <h3>
        <FormattedMessage
          id="admin.leads.answers"
          values={{ title: <bdi>{textIn(answers.title, locale)}</bdi> }}
        />
      </h3>
      <List>
        {answers.items.map((item) => (
          <div key={item.name}>
            <dt dir="auto">{textIn(item.label, locale) || item.name}</dt>
            <dd dir="auto">
              <AnswerValue item={item} />
            </dd>
          </div>
        ))}
      </List>
    </section>
  );
}

const List = styled.dl`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  dt { font-weight: 600; }
  dd { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
`;
