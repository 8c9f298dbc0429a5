import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import { maskCard } from "../../src/lib/format/card";
import { formatDate, formatTime } from "../../src/lib/format/date-time";
import { formatSeconds } from "../../src/lib/format/duration";
import { formatPhone } from "../../src/lib/format/phone";
import { latinDigits, localizeDigits, numberingSystem } from "../../src/lib/i18n/digits";
import { formatMoney } from "../../src/lib/i18n/money";

const LATIN = ["en", "ru", "uz"] as const;
const moment = new Date(2024, 0, 5, 9, 7, 42);

describe("one digit rule per language (src/i18n/digits.ts)", () => {
  it("is Persian digits for fa, Latin for en, ru and uz", () => {
    expect(numberingSystem("fa")).toBe("arabext");
    expect(numberingSystem("fa-IR")).toBe("arabext");
    for (const locale of LATIN) expect(numberingSystem(locale)).toBe("latn");
  });

  it("is what Intl (and so react-intl's numbers and plurals) uses by default", () => {
    for (const locale of ["en", "ru", "uz", "fa"]) {
      expect(new Intl.NumberFormat(locale).resolvedOptions().numberingSystem).toBe(
        numberingSystem(locale),
      );
      const intl = createIntl({ locale, messages: { n: "{n, plural, other {#}}" } });
      expect(intl.formatMessage({ id: "n" }, { n: 7 })).toBe(localizeDigits("7", locale));
      expect(intl.formatNumber(7)).toBe(localizeDigits("7", locale));
    }
  });

  it("writes ASCII digits in the language's digits and leaves the rest", () => {
    expect(localizeDigits("09:05 – 18:30, 2024", "fa")).toBe("۰۹:۰۵ – ۱۸:۳۰, ۲۰۲۴");
    expect(localizeDigits("09:05", "en")).toBe("09:05");
    expect(localizeDigits("abc", "fa")).toBe("abc");
  });

  it("reads Persian and Arabic-Indic digits and the Arabic decimal separator as ASCII", () => {
    expect(latinDigits("۱۲۳٫۵")).toBe("123.5");
    expect(latinDigits("٤٥٦")).toBe("456");
    expect(latinDigits("12 345.6")).toBe("12 345.6");
  });
});

describe("every formatter follows the rule", () => {
  it("formats phones in Persian digits on Persian pages", () => {
    expect(formatPhone("998901234567", "fa")).toBe("۹۹۸ ۹۰ ۱۲۳ ۴۵ ۶۷");
    expect(formatPhone("+99890", "fa")).toBe("+۹۹۸۹۰");
    for (const locale of LATIN)
      expect(formatPhone("998901234567", locale)).toBe("998 90 123 45 67");
  });

  it("formats dates and times in Persian digits on Persian pages", () => {
    expect(formatDate(moment, "fa")).toBe("۰۵.۰۱.۲۰۲۴");
    expect(formatTime(moment, "fa")).toBe("۰۹:۰۷");
    for (const locale of LATIN) {
      expect(formatDate(moment, locale)).toBe("05.01.2024");
      expect(formatTime(moment, locale)).toBe("09:07");
    }
  });

  it("formats durations and cards in Persian digits on Persian pages", () => {
    expect(formatSeconds(125, "fa")).toBe("۰۲:۰۵");
    expect(formatSeconds(125, "ru")).toBe("02:05");
    expect(maskCard("8600123412341234", "fa")).toBe("۸۶۰۰ **** **** ۱۲۳۴");
    expect(maskCard("8600123412341234", "uz")).toBe("8600 **** **** 1234");
  });

  it("formats money in Persian digits on Persian pages only", () => {
    expect(formatMoney(1250, "USD", "USD", [], "fa")).not.toMatch(/[0-9]/);
    expect(formatMoney(1250, "USD", "USD", [], "fa")).toMatch(/۱٬۲۵۰/);
    for (const locale of LATIN) {
      expect(formatMoney(1250, "UZS", "UZS", [], locale)).toMatch(/1.250/);
      expect(formatMoney(1250, "UZS", "UZS", [], locale)).not.toMatch(/[۰-۹]/);
    }
  });
});
