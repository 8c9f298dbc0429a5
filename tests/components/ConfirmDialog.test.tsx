import { fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { IntlProvider } from "react-intl";
import { ThemeProvider } from "styled-components";
import { describe, expect, it, vi } from "vitest";
import en from "../../locales/en.json";
import { ConfirmDialog } from "../../src/components/ConfirmDialog";
import { flattenMessages } from "../../src/lib/i18n/load-messages";
import { lightTheme } from "../../src/lib/theme/theme";

function wrap(children: ReactNode) {
  return (
    <IntlProvider locale="en" messages={flattenMessages(en)}>
      <ThemeProvider theme={lightTheme}>{children}</ThemeProvider>
    </IntlProvider>
  );
}

describe("ConfirmDialog", () => {
  it("has the spec's defaults: title Confirm, message Are you sure?, ok label Confirm, primary", () => {
    render(wrap(<ConfirmDialog open onConfirm={() => {}} onCancel={() => {}} />));
    const dialog = screen.getByRole("alertdialog", { name: "Confirm" });
    expect(dialog.hasAttribute("open")).toBe(true);
    expect(screen.getByText("Are you sure?")).toBeTruthy();
    const ok = screen.getByTestId("confirm-ok");
    expect(ok.textContent).toBe("Confirm");
    expect(getComputedStyle(ok).backgroundColor).toBe(hexToRgb(lightTheme.color.primary));
  });

  it("takes its texts and a red confirming button for destructive actions", () => {
    render(
      wrap(
        <ConfirmDialog
          open
          title="Log out"
          message="You will need to sign in again."
          okLabel="OK"
          cancelLabel="Cancel"
          tone="danger"
          onConfirm={() => {}}
          onCancel={() => {}}
        />,
      ),
    );
    expect(screen.getByRole("alertdialog", { name: "Log out" })).toBeTruthy();
    expect(screen.getByText("You will need to sign in again.")).toBeTruthy();
    const ok = screen.getByRole("button", { name: "OK" });
    expect(getComputedStyle(ok).backgroundColor).toBe(hexToRgb(lightTheme.color.danger));
  });

  it("calls onConfirm for OK, and onCancel for Cancel and for Escape", () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(wrap(<ConfirmDialog open onConfirm={onConfirm} onCancel={onCancel} />));
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(onConfirm).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    // The browser fires `cancel` on the dialog for Escape.
    fireEvent(screen.getByRole("alertdialog"), new Event("cancel", { cancelable: true }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it("closes when its owner sets open to false", () => {
    const { rerender } = render(
      wrap(<ConfirmDialog open onConfirm={() => {}} onCancel={() => {}} />),
    );
    rerender(wrap(<ConfirmDialog open={false} onConfirm={() => {}} onCancel={() => {}} />));
    expect(screen.getByRole("alertdialog", { hidden: true }).hasAttribute("open")).toBe(false);
  });
});

function hexToRgb(hex: string): string {
  const value = Number.parseInt(hex.replace("#", ""), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}
