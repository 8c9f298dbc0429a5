import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import type { WorkingHours as Hours } from "../../../sdk";

// Monday is 1, as the contract counts. Day names come from the locales, not from Intl:
// browsers that ship trimmed locale data name Uzbek weekdays in English.
const WEEK = [1, 2, 3, 4, 5, 6, 7] as const;

/** Opening hours for the whole week, Monday first; a day not listed is closed. */
export function WorkingHours({ hours }: { hours: Hours[] }) {
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
              <td dir="ltr">
                {open.length === 0 ? (
                  <FormattedMessage id="businessPage.closed" />
                ) : (
                  open.map((h) => `${h.opens}–${h.closes}`).join(", ")
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
  td[dir="ltr"] { text-align: end; }
`;
