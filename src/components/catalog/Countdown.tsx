import { useActorRef, useSelector } from "@xstate/react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { countdownMachine, secondsLeft } from "../../../machines/countdown.machine";
import { formatDate, formatTime } from "../../lib/format/date-time";
import { formatCountdown } from "../../lib/format/duration";

/**
 * The time left in a flash sale, ticking every second (countdown machine) and stopping at
 * zero: days in words from a day on, then the clock, in the language's words and digits.
 * Screen readers get the end time as the timer's name once, not a number every second:
 * a `timer` is not a live region, and aria-live="off" says so to those that guess otherwise.
 * Give it a `key` of the end time: the countdown starts once per mount.
 */
export function Countdown({ endsAt, onFinished }: { endsAt: string; onFinished?: () => void }) {
  const intl = useIntl();
  const end = Date.parse(endsAt);
  const actor = useActorRef(
    countdownMachine,
    { input: { endsAt: end, now: Date.now() } },
    // Told once, when the time is up: a page may then show the price without the sale.
    (snapshot) => {
      if (snapshot.status === "done") onFinished?.();
    },
  );
  const seconds = useSelector(actor, (s) => secondsLeft(s.context));
  const finished = useSelector(actor, (s) => s.matches("finished"));

  if (finished) {
    return (
      <Box>
        <FormattedMessage id="catalog.countdown.ended" />
      </Box>
    );
  }
  // No dir="ltr" here: the clock's digits keep their order in either direction by themselves
  // (numbers are a left-to-right run inside right-to-left text), while "۲ روز" beside them has
  // to read right to left on a Persian page.
  return (
    <Box>
      <span aria-hidden="true">
        <FormattedMessage id="catalog.countdown.left" />
      </span>{" "}
      <Digits
        role="timer"
        aria-live="off"
        aria-label={intl.formatMessage(
          { id: "catalog.countdown.endsAt" },
          { date: formatDate(end, intl.locale), time: formatTime(end, intl.locale) },
        )}
      >
        {formatCountdown(seconds, intl)}
      </Digits>
    </Box>
  );
}

const Box = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-weight: 600;
`;

// Tabular figures: the digits do not shift sideways as they change.
const Digits = styled.span`
  font-variant-numeric: tabular-nums;
`;
