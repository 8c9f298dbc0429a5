import { act } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { NOW } from "./fixtures";

/**
 * For a `describe` whose pages show countdowns: each test starts at NOW with only the clock
 * and the countdown's interval faked, so promises, React and the real `setTimeout` run as usual.
 */
export function useFakeClock(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/**
 * Waits until the countdown's clock runs. Its interval starts in an effect, which may run a
 * moment after the page is on screen; time advanced before that would not move the countdown.
 * Only `setInterval` is faked, so this `setTimeout` is the real one.
 */
export async function untilTicking(): Promise<void> {
  for (let tries = 0; vi.getTimerCount() === 0; tries++) {
    if (tries === 200) throw new Error("the countdown's clock never started");
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
}
