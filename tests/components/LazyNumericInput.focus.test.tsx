import { cleanup, render, screen } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { ThemeProvider } from "styled-components";
import { afterEach, expect, it, vi } from "vitest";
import { LazyNumericInput } from "../../src/components/LazyNumericInput";
import { lightTheme } from "../../src/lib/theme/theme";

// A file of its own: once the mask's chunk has arrived, every later field renders at once,
// and this needs the stand-in of a first one.

afterEach(cleanup);

it("hands a focused stand-in's focus to the field once the mask arrives", async () => {
  render(
    <ThemeProvider theme={lightTheme}>
      <IntlProvider locale="en">
        <LazyNumericInput aria-label="Price" value={250} onChange={() => {}} />
      </IntlProvider>
    </ThemeProvider>,
  );
  const standIn = screen.getByRole<HTMLInputElement>("textbox", { name: "Price" });
  expect(standIn.readOnly).toBe(true);
  standIn.focus();
  // The mask's module is compiled on first use here: seconds on a busy machine.
  await vi.waitFor(() => expect(screen.getByRole("textbox", { name: "Price" })).not.toBe(standIn), {
    timeout: 15_000,
  });
  const field = screen.getByRole<HTMLInputElement>("textbox", { name: "Price" });
  expect(field.readOnly).toBe(false);
  expect(document.activeElement).toBe(field);
}, 20_000);
