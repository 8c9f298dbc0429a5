import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Select } from "../../components/form-controls";
import { Field } from "./field";

// Whole stars, as the contract's rating filter is read (1 to 5).
const STARS = [5, 4, 3, 2, 1];

/** The minimum average rating: "4 stars and up". */
export function RatingSelect({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (ratingMin: number | null) => void;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>
        <FormattedMessage id="search.filters.rating" />
      </label>
      <Select
        id={id}
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">{intl.formatMessage({ id: "search.filters.anyRating" })}</option>
        {STARS.map((stars) => (
          <option key={stars} value={stars}>
            {intl.formatMessage({ id: "search.filters.ratingAtLeast" }, { stars })}
          </option>
        ))}
      </Select>
    </Field>
  );
}
