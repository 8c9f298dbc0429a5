import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import type { RatingSummary } from "../../../sdk";
import { StarIcon } from "../icons/catalog-icons";

const FIVE = [1, 2, 3, 4, 5] as const;

/** Stars out of five, drawn for the eye and said in words to screen readers. */
export function Stars({ value }: { value: number }) {
  const intl = useIntl();
  const filled = Math.round(value);
  return (
    <StarRow
      role="img"
      aria-label={intl.formatMessage(
        { id: "catalog.rating.stars" },
        { value: intl.formatNumber(value, { maximumFractionDigits: 1 }) },
      )}
    >
      {FIVE.map((n) => (n <= filled ? <StarIcon key={n} /> : <EmptyStar key={n} />))}
    </StarRow>
  );
}

/** An item's rating summary in one line: average stars, how many rated, how many like it. */
export function RatingLine({ rating }: { rating: RatingSummary }) {
  const intl = useIntl();
  return (
    <Line>
      {rating.count > 0 ? (
        <>
          <Stars value={rating.average} />{" "}
          <span>{intl.formatNumber(rating.average, { maximumFractionDigits: 1 })}</span>{" "}
          <Muted>
            <FormattedMessage id="catalog.rating.count" values={{ count: rating.count }} />
          </Muted>
        </>
      ) : (
        <Muted>
          <FormattedMessage id="catalog.rating.none" />
        </Muted>
      )}
      {rating.likes > 0 && (
        <Muted>
          {" · "}
          <FormattedMessage id="catalog.rating.likes" values={{ count: rating.likes }} />
        </Muted>
      )}
    </Line>
  );
}

// Amber that keeps 3:1 against the surface in either mode (a graphic, not text).
const StarRow = styled.span`
  display: inline-flex;
  gap: 0.05em;
  vertical-align: -0.125em;
  color: ${({ theme }) => (theme.mode === "dark" ? "#fbbf24" : "#b45309")};
  white-space: nowrap;
`;

const EmptyStar = styled(StarIcon)`
  color: ${({ theme }) => theme.color.border};
`;

const Line = styled.p`
  margin: 0;
  font-size: 0.9rem;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.muted};
`;
