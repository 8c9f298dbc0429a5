import { useSelector } from "@xstate/react";
import { useId } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import type { ColorPreference } from "../../machines/color-mode.machine";
import { useActors } from "../app/actors-context";

const PREFERENCES: ColorPreference[] = ["system", "light", "dark"];

export function ColorModeSwitch() {
  const { colorMode } = useActors();
  const intl = useIntl();
  const id = useId();
  const preference = useSelector(colorMode, (s) => s.context.preference);
  return (
    <>
      <VisuallyHidden as="label" htmlFor={id}>
        {intl.formatMessage({ id: "colorMode.label" })}
      </VisuallyHidden>
      <Select
        id={id}
        value={preference}
        onChange={(event) =>
          colorMode.send({
            type: "colorMode.set",
            preference: event.target.value as ColorPreference,
          })
        }
      >
        {PREFERENCES.map((value) => (
          <option key={value} value={value}>
            {intl.formatMessage({ id: `colorMode.${value}` })}
          </option>
        ))}
      </Select>
    </>
  );
}

export const VisuallyHidden = styled.span`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const Select = styled.select`
  min-block-size: 44px;
  padding-inline: 0.5rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
`;
