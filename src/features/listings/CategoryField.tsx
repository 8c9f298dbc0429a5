import { useSelector } from "@xstate/react";
import { useId, useMemo } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { Category } from "../../../sdk";
import { describedBy, Field, FieldError, SelectInput } from "./form-parts";
import type { EditorActor } from "./use-offering-editor";

/** The category tree of the offering's kind: each top category a group of its own. */
export function CategoryField({ actor }: { actor: EditorActor }) {
  const intl = useIntl();
  const id = useId();
  const categories = useSelector(actor, (s) => s.context.categories);
  const value = useSelector(actor, (s) => s.context.draft.category_id);
  const code = useSelector(actor, (s) => s.context.fieldErrors.category_id);
  const groups = useMemo(() => groupsOf(categories), [categories]);
  return (
    <Field>
      <label htmlFor={id}>
        <FormattedMessage id="listings.editor.category" />
      </label>
      <SelectInput
        id={id}
        value={value}
        onChange={(event) =>
          actor.send({ type: "editor.edit", change: { category_id: event.target.value } })
        }
        {...describedBy(`${id}-error`, code)}
      >
        <option value="">{intl.formatMessage({ id: "listings.editor.chooseCategory" })}</option>
        {groups.map(({ root, children }) =>
          children.length === 0 ? (
            <option key={root.id} value={root.id}>
              {root.name}
            </option>
          ) : (
            <optgroup key={root.id} label={root.name}>
              {children.map((child) => (
                <option key={child.id} value={child.id}>
                  {child.name}
                </option>
              ))}
            </optgroup>
          ),
        )}
      </SelectInput>
      <FieldError id={`${id}-error`} code={code} />
    </Field>
  );
}

/** Top categories with the categories below them (listCategories answers parents first). */
function groupsOf(categories: Category[]) {
  const groups = new Map<string, { root: Category; children: Category[] }>();
  const topOf = new Map<string, string>();
  for (const category of categories) {
    const top = category.parent_id === null ? undefined : topOf.get(category.parent_id);
    if (top === undefined) {
      groups.set(category.id, { root: category, children: [] });
      topOf.set(category.id, category.id);
    } else {
      groups.get(top)?.children.push(category);
      topOf.set(category.id, top);
    }
  }
  return [...groups.values()];
}
