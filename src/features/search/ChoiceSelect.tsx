import { Fragment, useId } from "react";
import { useIntl } from "react-intl";
import type { OfferingKind } from "../../../sdk";
import { Select } from "../../components/form-controls";
import { Field } from "./field";
import type { Choice, ChoiceGroup } from "./filter-choices";

interface ChoiceSelectProps {
  label: string;
  /** The first choice, which clears the filter ("All categories"). */
  anyLabel: string;
  groups: ChoiceGroup[];
  /** Names a group of mixed kinds ("Products", "Services"). */
  groupLabel?: (kind: OfferingKind) => string;
  value: string | null;
  onChange: (value: string | null) => void;
}

// Options cannot be styled across browsers; non-breaking spaces keep a subcategory's indent.
const INDENT = "\u00a0\u00a0\u00a0";

/**
 * A category or region filter: a native select (light, and the phone's own picker on a
 * touch screen), each choice followed by how many results choosing it would give.
 */
export function ChoiceSelect({
  label,
  anyLabel,
  groups,
  groupLabel,
  value,
  onChange,
}: ChoiceSelectProps) {
  const intl = useIntl();
  const id = useId();
  const text = (choice: Choice) =>
    `${INDENT.repeat(choice.depth)}${choice.name}${
      choice.count === null ? "" : ` (${intl.formatNumber(choice.count)})`
    }`;
  const options = (choices: Choice[]) =>
    choices.map((choice) => (
      <option key={choice.value} value={choice.value}>
        {text(choice)}
      </option>
    ));
  // Until the list has loaded (or if it failed), the URL's choice still shows as chosen.
  const listed = groups.some((group) => group.choices.some((choice) => choice.value === value));
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Select
        id={id}
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value || null)}
      >
        <option value="">{anyLabel}</option>
        {value && !listed && <option value={value}>{value}</option>}
        {groups.map((group) =>
          group.kind && groupLabel ? (
            <optgroup key={group.kind} label={groupLabel(group.kind)}>
              {options(group.choices)}
            </optgroup>
          ) : (
            <Fragment key={group.kind ?? "all"}>{options(group.choices)}</Fragment>
          ),
        )}
      </Select>
    </Field>
  );
}
