import { useCombobox } from "downshift";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { unwrap } from "../../machines/request-failure";
import type { Oked } from "../../sdk";
import { latinDigits, localizeDigits } from "../lib/i18n/digits";
import { useResource } from "../lib/use-resource";
import { Button } from "./Button";
import { ErrorText } from "./ErrorText";
import { ChevronDownIcon } from "./icons/ChevronDownIcon";
import type { FieldControl } from "./LabelledField";
import { textFieldStyle } from "./text-field-style";

interface OkedPickerProps extends FieldControl {
  /** The chosen activity's id, or "" for none. */
  value: string;
  onChange: (id: string) => void;
  disabled?: boolean;
}

/**
 * A business's activity (OKED) from `GET /api/v1/oked/`, in the interface's language: an
 * accessible combobox (WAI-ARIA's pattern, through downshift) that filters the list by code or
 * name as the person types; arrows, Enter and Escape work as in any such field. Place it in a
 * LabelledField, whose ids it takes.
 */
export function OkedPicker(props: OkedPickerProps) {
  const { locale } = useIntl();
  // The names are the language's: another language is another list.
  return <OkedCombobox key={locale} {...props} />;
}

function OkedCombobox({
  id,
  labelId,
  describedBy,
  invalid,
  value,
  onChange,
  disabled,
}: OkedPickerProps) {
  const intl = useIntl();
  const okeds = useResource((sdk, call) => sdk.listOkeds(call).then(unwrap));
  const all = okeds.data ?? [];
  const selected = all.find((oked) => oked.id === value) ?? null;
  const labelOf = (oked: Oked | null) =>
    oked ? `${localizeDigits(oked.code, intl.locale)} ${oked.name}` : "";
  const [query, setQuery] = useState("");
  // Showing the chosen one's own label is no query: the whole list is offered then.
  const items =
    query === labelOf(selected) ? all : all.filter((oked) => matches(oked, query, intl.locale));
  const combobox = useCombobox<Oked>({
    items,
    inputId: id,
    labelId,
    selectedItem: selected,
    itemToString: labelOf,
    itemToKey: (oked) => oked?.id,
    onInputValueChange: ({ inputValue }) => setQuery(inputValue),
    onSelectedItemChange: ({ selectedItem }) => onChange(selectedItem?.id ?? ""),
  });

  if (okeds.error) {
    return (
      <Failed>
        <ErrorText code={okeds.error} />
        <Button type="button" $tone="plain" onClick={okeds.retry}>
          <FormattedMessage id="common.retry" />
        </Button>
      </Failed>
    );
  }
  return (
    <Box>
      <Row>
        <Input
          {...combobox.getInputProps({
            disabled: disabled || okeds.loading,
            "aria-invalid": invalid,
            "aria-describedby": describedBy,
            placeholder: intl.formatMessage({
              id: okeds.loading ? "common.loading" : "fields.okedPlaceholder",
            }),
            dir: "auto",
          })}
        />
        <Toggle
          type="button"
          $tone="plain"
          {...combobox.getToggleButtonProps({
            disabled: disabled || okeds.loading,
            "aria-label": intl.formatMessage({ id: "fields.okedShowAll" }),
          })}
        >
          <ChevronDownIcon />
        </Toggle>
      </Row>
      <Menu {...combobox.getMenuProps()} $open={combobox.isOpen}>
        {combobox.isOpen &&
          items.map((oked, index) => (
            <Item
              key={oked.id}
              $highlighted={combobox.highlightedIndex === index}
              $chosen={oked.id === value}
              {...combobox.getItemProps({ item: oked, index })}
            >
              <Code dir="ltr">{localizeDigits(oked.code, intl.locale)}</Code> <bdi>{oked.name}</bdi>
            </Item>
          ))}
        {combobox.isOpen && items.length === 0 && (
          <Empty role="presentation">
            <FormattedMessage id="fields.okedNone" />
          </Empty>
        )}
      </Menu>
    </Box>
  );
}

/**
 * Whether an activity answers what was typed: its code from the start (`47.1`, or `471`
 * without the dot), or any part of its name, whatever the case. Persian and Arabic-Indic
 * digits count as theirs.
 */
export function matches(oked: Oked, typed: string, locale: string): boolean {
  const query = latinDigits(typed).trim().toLocaleLowerCase(locale);
  if (query === "") return true;
  const bareCode = oked.code.replace(/\./g, "");
  return (
    oked.code.startsWith(query) ||
    (/^\d+$/.test(query) && bareCode.startsWith(query)) ||
    oked.name.toLocaleLowerCase(locale).includes(query)
  );
}

const Box = styled.div`
  position: relative;
`;

const Row = styled.div`
  display: flex;
  gap: 0.25rem;
`;

const Input = styled.input`
  ${textFieldStyle}
  flex: 1;
  min-inline-size: 0;
`;

const Toggle = styled(Button)`
  padding-inline: 0.75rem;
`;

const Menu = styled.ul<{ $open: boolean }>`
  position: absolute;
  inset-inline: 0;
  inset-block-start: calc(100% + 0.25rem);
  z-index: 10;
  display: ${({ $open }) => ($open ? "block" : "none")};
  max-block-size: 16rem;
  overflow-y: auto;
  margin: 0;
  padding: 0.25rem;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Item = styled.li<{ $highlighted: boolean; $chosen: boolean }>`
  padding: 0.6rem 0.75rem;
  border-radius: 6px;
  cursor: pointer;
  background: ${({ theme, $highlighted }) => ($highlighted ? theme.color.background : "transparent")};
  outline: ${({ theme, $highlighted }) => ($highlighted ? `2px solid ${theme.color.focus}` : "none")};
  font-weight: ${({ $chosen }) => ($chosen ? 600 : 400)};
`;

const Code = styled.bdi`
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.muted};
`;

const Empty = styled.li`
  padding: 0.6rem 0.75rem;
  color: ${({ theme }) => theme.color.muted};
`;

const Failed = styled.div`
  display: grid;
  gap: 0.5rem;
  justify-items: start;
`;
