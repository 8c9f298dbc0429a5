import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import en from "../../locales/en.json";
import fa from "../../locales/fa.json";
import ru from "../../locales/ru.json";
import uz from "../../locales/uz.json";
import { countdownParts, formatCountdown } from "../../src/lib/format/duration";
import { flattenMessages } from "../../src/lib/i18n/load-messages";

const intlOf = (locale: string, messages: typeof en) =>
  createIntl({ locale, messages: flattenMessages(messages) });
const INTL = {
  en: intlOf("en", en),
  ru: intlOf("ru", ru),
  uz: intlOf("uz", uz),
  fa: intlOf("fa", fa),
};

const DAY = 86_400;
// A day, two hours, 43 minutes and 59 seconds: the sale the issue saw as "26:43:59".
const DAY_AND_A_BIT = DAY + 2 * 3600 + 43 * 60 + 59;

describe("countdownParts", () => {
  it.each([
    [0, 0, "00:00"],
    [59.9, 0, "00:59"],
    [61, 0, "01:01"],
    [3599, 0, "59:59"],
    [3600, 0, "01:00:00"],
    [3661, 0, "01:01:01"],
    [DAY - 1, 0, "23:59:59"],
    [DAY, 1, "00:00:00"],
    [DAY_AND_A_BIT, 1, "02:43:59"],
    [2 * DAY, 2, "00:00:00"],
    [400 * DAY + 5, 400, "00:00:05"],
    [-5, 0, "00:00"],
    [Number.NaN, 0, "00:00"],
    [Number.POSITIVE_INFINITY, 0, "00:00"],
  ])("%s seconds are %s days and %s", (seconds, days, clock) => {
    expect(countdownParts(seconds)).toEqual({ days, clock });
  });

  it("never shows 24 hours or more on the clock", () => {
    for (let seconds = 0; seconds < 3 * DAY; seconds += 3599) {
      const hours = countdownParts(seconds).clock.split(":");
      if (hours.length === 3) expect(Number(hours[0])).toBeLessThan(24);
    }
  });
});

describe("formatCountdown", () => {
  it("shows the clock alone within a day, in every language's digits", () => {
    expect(formatCountdown(3 * 3600 + 5, INTL.en)).toBe("03:00:05");
    expect(formatCountdown(3 * 3600 + 5, INTL.ru)).toBe("03:00:05");
    expect(formatCountdown(3 * 3600 + 5, INTL.uz)).toBe("03:00:05");
    expect(formatCountdown(3 * 3600 + 5, INTL.fa)).toBe("۰۳:۰۰:۰۵");
    expect(formatCountdown(125, INTL.fa)).toBe("۰۲:۰۵");
  });

  it("shows days in words from a day on, not hours past 24", () => {
    expect(formatCountdown(DAY_AND_A_BIT, INTL.en)).toBe("1 day 02:43:59");
    expect(formatCountdown(DAY_AND_A_BIT, INTL.ru)).toBe("1 день 02:43:59");
    expect(formatCountdown(DAY_AND_A_BIT, INTL.uz)).toBe("1 kun 02:43:59");
    expect(formatCountdown(DAY_AND_A_BIT, INTL.fa)).toBe("۱ روز ۰۲:۴۳:۵۹");
  });

  it("declines the days by each language's plural rules", () => {
    expect(formatCountdown(2 * DAY, INTL.en)).toBe("2 days 00:00:00");
    expect(formatCountdown(2 * DAY, INTL.ru)).toBe("2 дня 00:00:00");
    expect(formatCountdown(5 * DAY, INTL.ru)).toBe("5 дней 00:00:00");
    expect(formatCountdown(21 * DAY, INTL.ru)).toBe("21 день 00:00:00");
    expect(formatCountdown(3 * DAY, INTL.uz)).toBe("3 kun 00:00:00");
    expect(formatCountdown(12 * DAY + 60, INTL.fa)).toBe("۱۲ روز ۰۰:۰۱:۰۰");
  });

  it("has no Latin digit anywhere on a Persian page", () => {
    for (const seconds of [0, 59, 3600, DAY_AND_A_BIT, 40 * DAY + 12345]) {
      expect(formatCountdown(seconds, INTL.fa)).not.toMatch(/[0-9]/);
    }
  });
});
