import { useActorRef, useSelector } from "@xstate/react";
import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { iconPickerMachine } from "../../machines/icon-picker.machine";
import { createIconPickerActors } from "../../machines/icons.actors";
import { useActors } from "../lib/actors-context";
import { LoadFailed } from "./catalog/LoadFailed";
import { VisuallyHidden } from "./form-controls";
import { CollectionIcon } from "./icons/CollectionIcon";
import { Icon } from "./icons/Icon";
import { LabelledField } from "./LabelledField";
import { textFieldStyle } from "./text-field-style";

export interface IconPickerProps {
  /** The group's name, said before its choices (`Icon beside the title`). */
  legend: string;
  /** `collection:name`, or null for none. */
  value: string | null;
  onChange: (icon: string | null) => void;
  /** The Iconify collection searched (the server's `mdi` unless told). */
  collection?: string;
}

/**
 * Choosing an icon of a collection: a search by name (the collection's English names) and the
 * icons found as radio buttons, so the keyboard works as everywhere (Tab into the group,
 * arrows to move and choose). "No icon" comes first; the chosen one is shown above even when
 * the search no longer finds it.
 */
export function IconPicker({ legend, value, onChange, collection = "mdi" }: IconPickerProps) {
  const intl = useIntl();
  const { api } = useActors();
  const group = useId();
  const picker = useActorRef(iconPickerMachine.provide({ actors: createIconPickerActors(api) }), {
    input: { collection },
  });
  const query = useSelector(picker, (s) => s.context.query);
  const names = useSelector(picker, (s) => s.context.names);
  const total = useSelector(picker, (s) => s.context.total);
  const error = useSelector(picker, (s) => (s.matches("failed") ? s.context.error : null));
  const loading = useSelector(picker, (s) => s.hasTag("loading"));
  const choices = names.map((name) => `${collection}:${name}`);
  return (
    <Fieldset>
      <legend>{legend}</legend>
      <Chosen>
        {value ? <CollectionIcon icon={value} /> : null}
        <FormattedMessage
          id="iconPicker.selected"
          values={{
            name: <bdi dir="ltr">{value ?? intl.formatMessage({ id: "iconPicker.none" })}</bdi>,
          }}
        />
      </Chosen>
      <LabelledField
        label={<FormattedMessage id="iconPicker.search" />}
        hint={<FormattedMessage id="iconPicker.searchHint" />}
      >
        {(control) => (
          <SearchInput
            id={control.id}
            type="search"
            dir="ltr"
            autoComplete="off"
            maxLength={60}
            aria-describedby={control.describedBy}
            value={query}
            onChange={(event) => picker.send({ type: "picker.search", query: event.target.value })}
          />
        )}
      </LabelledField>
      {error ? (
        <LoadFailed code={error} onRetry={() => picker.send({ type: "picker.retry" })} />
      ) : (
        <Status role="status" aria-busy={loading}>
          {loading ? null : <FormattedMessage id="iconPicker.results" values={{ count: total }} />}
          {!loading && total > names.length ? (
            <>
              {" "}
              <FormattedMessage id="iconPicker.more" values={{ shown: names.length }} />
            </>
          ) : null}
        </Status>
      )}
      <Choices role="radiogroup" aria-label={legend}>
        <Choice title={intl.formatMessage({ id: "iconPicker.none" })}>
          <input
            type="radio"
            name={group}
            checked={value === null}
            onChange={() => onChange(null)}
          />
          <Tile>
            <Icon>
              <path d={NO_ICON} />
            </Icon>
          </Tile>
          <VisuallyHidden>
            <FormattedMessage id="iconPicker.none" />
          </VisuallyHidden>
        </Choice>
        {choices.map((icon) => (
          <Choice key={icon} title={icon}>
            <input
              type="radio"
              name={group}
              value={icon}
              checked={value === icon}
              onChange={() => onChange(icon)}
            />
            <Tile>
              <CollectionIcon icon={icon} />
            </Tile>
            <VisuallyHidden>{icon.slice(collection.length + 1)}</VisuallyHidden>
          </Choice>
        ))}
      </Choices>
    </Fieldset>
  );
}

// A circle struck through, for "no icon" (Material Design Icons' "cancel", Apache License 2.0).
const NO_ICON =
  "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20m0 2a8 8 0 0 1 6.32 12.9L7.1 5.68A7.96 7.96 0 0 1 12 4m-6.32 3.1 11.22 11.22A8 8 0 0 1 5.68 7.1";

const Fieldset = styled.fieldset`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  legend { font-weight: 600; padding-inline: 0.25rem; }
`;

const Chosen = styled.p`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin: 0;
  svg { font-size: 1.5rem; }
`;

const SearchInput = styled.input`
  ${textFieldStyle}
`;

const Status = styled.p`
  margin: 0;
  min-block-size: 1.5em;
  color: ${({ theme }) => theme.color.muted};
`;

const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(3rem, 1fr));
  gap: 0.375rem;
  max-block-size: 16rem;
  overflow-y: auto;
  padding: 0.25rem;
`;

const Tile = styled.span`
  display: grid;
  place-items: center;
  block-size: 3rem;
  font-size: 1.5rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  cursor: pointer;
`;

// The radio itself is hidden from sight only: it keeps the keyboard and the screen reader.
const Choice = styled.label`
  position: relative;
  input {
    position: absolute;
    opacity: 0;
    inline-size: 1px;
    block-size: 1px;
  }
  input:checked + ${Tile} {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
  input:focus-visible + ${Tile} {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;
