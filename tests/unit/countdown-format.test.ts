import { describe, expect, it } from "vitest";
import { formatCountdown } from "../../src/format/duration";

describe("formatCountdown", () => {
  it.each([
    [0, "00:00"],
    [59.9, "00:59"],
    [61, "01:01"],
    [3599, "59:59"],
    [3600, "01:00:00"],
    [3661, "01:01:01"],
    [48 * 3600, "48:00:00"],
    [-5, "00:00"],
    [Number.NaN, "00:00"],
  ])("%s seconds read %s", (seconds, shown) => {
    expect(formatCountdown(seconds)).toBe(shown);
  });
});
