import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import type { WorkingHours as Hours } from "../../../sdk";
import { localizeDigits } from "../../lib/i18n/digits";

// Monday is 1, as the contract counts. Day names come from the locales, not from Intl:
// browsers that ship trimmed locale data name Uzbek weekdays in English.
const WEEK = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * Opening hours for the whole week, Monday first; a day not listed is closed. Times in the
 * language's digits; a range reads in the page's direction (opening first, at its start).
 */
export function WorkingHours({ hours }: { hours: Hours[] }) {
  const { locale } = useIntl();
  return (
    <Table>
      <tbody>
        {WEEK.map((day) => {
          const open = hours.filter((h) => h.day === day);
          return (
            <tr key={day}>
              <th scope="row">
                <FormattedMessage id={`businessPage.days.${day}`} />
              </th>
              <td>
                {open.length === 0 ? (
                  <FormattedMessage id="businessPage.closed" />
                ) : (
                  localizeDigits(open.map((h) => `${h.opens}–${h.closes}`).join(", "), locale)
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

const Table = styled.table`
  border-collapse: collapse;
  th, td { padding-block: 0.15rem; padding-inline: 0 1rem; text-align: start; }
  th { font-weight: 400; color: ${({ theme }) => theme.color.muted}; }
  td { text-align: end; }
`;
