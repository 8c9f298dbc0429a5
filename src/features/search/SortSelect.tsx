import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Select } from "../../components/form-controls";
import { Field } from "./field";
import type { SearchSort } from "./search-params";

interface SortSelectProps {
  /** The list's sorts, the server's default first. */
  sorts: readonly SearchSort[];
  /** Null is the default. */
  value: SearchSort | null;
  onChange: (sort: SearchSort | null) => void;
}

/** How a list is ordered; choosing the default takes the sort out of the URL. */
export function SortSelect({ sorts, value, onChange }: SortSelectProps) {
  const intl = useIntl();
  const id = useId();
  const [fallback] = sorts;
  return (
    <Field>
      <label htmlFor={id}>
        <FormattedMessage id="search.sort.label" />
      </label>
      <Select
        id={id}
        value={value ?? fallback}
        onChange={(event) => {
          const sort = sorts.find((s) => s === event.target.value) ?? null;
          onChange(sort === fallback ? null : sort);
        }}
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {intl.formatMessage({ id: `search.sort.${sort}` })}
          </option>
        ))}
      </Select>
    </Field>
  );
}
