import { fromCallback } from "xstate";
import { appChildren } from "../../../machines/app.machine";
import type { ColorModeEvent, ColorPreference } from "../../../machines/color-mode.machine";
import { STORAGE_KEYS } from "../../lib/storage-keys";

const DARK_QUERY = "(prefers-color-scheme: dark)";

function readPreference(storage: Storage): ColorPreference {
  const stored = storage.getItem(STORAGE_KEYS.colorMode);
  return stored === "light" || stored === "dark" ? stored : "system";
}

export function colorModeLogic(storage: Storage) {
  return {
    logic: appChildren.colorMode.provide({
      actors: {
        watchSystem: fromCallback<ColorModeEvent>(({ sendBack }) => {
          const media = window.matchMedia(DARK_QUERY);
          const report = () => sendBack({ type: "colorMode.systemChanged", dark: media.matches });
          report();
          media.addEventListener("change", report);
          return () => media.removeEventListener("change", report);
        }),
      },
      actions: {
        storePreference: (_, { preference }) => storage.setItem(STORAGE_KEYS.colorMode, preference),
        warn: (_, { message }) => console.warn(message),
      },
    }),
    input: {
      preference: readPreference(storage),
      systemDark: window.matchMedia(DARK_QUERY).matches,
    },
  };
}
