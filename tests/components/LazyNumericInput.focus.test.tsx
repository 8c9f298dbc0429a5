import { cleanup, render, screen } from "@testing-library/react";
import { ThemeProvider } from "styled-components";
import { afterEach, expect, it, vi } from "vitest";
import { LazyNumericInput } from "../../src/components/LazyNumericInput";
import { lightTheme } from "../../src/theme/theme";

// A file of its own: once the mask's chunk has arrived, every later field renders at once,
// and this needs the stand-in of a first one.

afterEach(cleanup);

it("hands a focused stand-in's focus to the field once the mask arrives", async () => {
  render(
    <ThemeProvider theme={lightTheme}>
      <LazyNumericInput aria-label="Price" value={250} onChange={() => {}} />
    </ThemeProvider>,
  );
  const standIn = screen.getByRole<HTMLInputElement>("textbox", { name: "Price" });
  expect(standIn.readOnly).toBe(true);
  standIn.focus();
  await vi.waitFor(() => expect(screen.getByRole("textbox", { name: "Price" })).not.toBe(standIn));
  const field = screen.getByRole<HTMLInputElement>("textbox", { name: "Price" });
  expect(field.readOnly).toBe(false);
  expect(document.activeElement).toBe(field);
});
