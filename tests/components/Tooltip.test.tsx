import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { ThemeProvider } from "styled-components";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOOLTIP_HIDE_DELAY, TOOLTIP_SHOW_DELAY, Tooltip } from "../../src/components/Tooltip";
import { lightTheme } from "../../src/lib/theme/theme";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderTooltip(extraDescription?: string) {
  render(
    <ThemeProvider theme={lightTheme}>
      <Tooltip content="Sevimlilarga qo‘shish">
        <button type="button" aria-describedby={extraDescription}>
          ♥
        </button>
      </Tooltip>
      {extraDescription && <p id={extraDescription}>Kirish kerak</p>}
    </ThemeProvider>,
  );
  return { button: screen.getByRole("button"), tip: screen.getByRole("tooltip", { hidden: true }) };
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("Tooltip", () => {
  it("uses the spec's delays", () => {
    expect([TOOLTIP_SHOW_DELAY, TOOLTIP_HIDE_DELAY]).toEqual([50, 200]);
  });

  it("shows 50 ms after hover and hides 200 ms after leaving", () => {
    const { button, tip } = renderTooltip();
    fireEvent.mouseEnter(button);
    wait(49);
    expect(tip.hidden).toBe(true);
    wait(1);
    expect(tip.hidden).toBe(false);
    expect(screen.getByRole("tooltip").textContent).toBe("Sevimlilarga qo‘shish");

    fireEvent.mouseLeave(button);
    wait(199);
    expect(tip.hidden).toBe(false);
    wait(1);
    expect(tip.hidden).toBe(true);
  });

  it("stays when the pointer comes back before the hide delay ends", () => {
    const { button, tip } = renderTooltip();
    fireEvent.mouseEnter(button);
    wait(50);
    fireEvent.mouseLeave(button);
    wait(150);
    fireEvent.mouseEnter(button);
    wait(500);
    expect(tip.hidden).toBe(false);
  });

  it("follows keyboard focus the same way", () => {
    const { button, tip } = renderTooltip();
    act(() => button.focus());
    wait(49);
    expect(tip.hidden).toBe(true);
    wait(1);
    expect(tip.hidden).toBe(false);
    act(() => button.blur());
    wait(199);
    expect(tip.hidden).toBe(false);
    wait(1);
    expect(tip.hidden).toBe(true);
  });

  it("hides at once on Escape, keeping focus where it was", () => {
    const { button, tip } = renderTooltip();
    act(() => button.focus());
    wait(50);
    expect(tip.hidden).toBe(false);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(tip.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it("describes its element, alongside any description it already had", () => {
    const { button, tip } = renderTooltip();
    expect(tip.id).not.toBe("");
    expect(button.getAttribute("aria-describedby")).toBe(tip.id);
    cleanup();
    const again = renderTooltip("login-hint");
    expect(again.button.getAttribute("aria-describedby")).toBe(`login-hint ${again.tip.id}`);
  });
});
