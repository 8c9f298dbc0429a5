import { useSelector } from "@xstate/react";
import { useId } from "react";
import { useIntl } from "react-intl";
import type { ColorPreference } from "../../machines/color-mode.machine";
import { useActors } from "../lib/actors-context";
import { Select, VisuallyHidden } from "./form-controls";

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
