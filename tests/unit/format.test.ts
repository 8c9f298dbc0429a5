import { describe, expect, it } from "vitest";
import { maskCard } from "../../src/lib/format/card";
import { formatDate, formatTime } from "../../src/lib/format/date-time";
import { formatSeconds } from "../../src/lib/format/duration";
import { maskEmail } from "../../src/lib/format/email";
import { formatPhone } from "../../src/lib/format/phone";

describe("formatPhone", () => {
  it("groups exactly 12 digits 3-2-3-2-2", () => {
    expect(formatPhone("998901234567", "en")).toBe("998 90 123 45 67");
  });

  it("leaves anything else as it came", () => {
    expect(formatPhone("99890123456", "en")).toBe("99890123456");
    expect(formatPhone("9989012345678", "en")).toBe("9989012345678");
    expect(formatPhone("+998901234567", "en")).toBe("+998901234567");
    expect(formatPhone("998 90 123 45 67", "en")).toBe("998 90 123 45 67");
    expect(formatPhone("", "en")).toBe("");
  });
});

describe("maskEmail", () => {
  it("keeps the first half and the last two characters around five stars", () => {
    expect(maskEmail("abcdefgh@x.uz")).toBe("abcd*****gh@x.uz");
  });

  it("rounds an odd half down", () => {
    expect(maskEmail("abcdefghi@x.uz")).toBe("abcd*****hi@x.uz");
    expect(maskEmail("abcde@x.uz")).toBe("ab*****de@x.uz");
  });

  it("uses five stars whatever the length", () => {
    expect(maskEmail("abcd@x.uz")).toBe("ab*****cd@x.uz");
    expect(maskEmail(`${"a".repeat(30)}@x.uz`)).toBe(`${"a".repeat(15)}*****aa@x.uz`);
  });

  it("hides a local part of 3 characters or fewer entirely", () => {
    expect(maskEmail("abc@x.uz")).toBe("***@x.uz");
    expect(maskEmail("ab@x.uz")).toBe("***@x.uz");
    expect(maskEmail("a@x.uz")).toBe("***@x.uz");
    expect(maskEmail("@x.uz")).toBe("***@x.uz");
  });

  it("splits at the last @ and keeps the domain readable", () => {
    expect(maskEmail("user.name@mail.example.uz")).toBe("user*****me@mail.example.uz");
    expect(maskEmail('"a@b"cdef@x.uz')).toBe('"a@b*****ef@x.uz');
  });

  it("counts characters, not UTF-16 units", () => {
    expect(maskEmail("алишер@x.uz")).toBe("али*****ер@x.uz");
    expect(maskEmail("😀😀😀😀@x.uz")).toBe("😀😀*****😀😀@x.uz");
  });

  it("masks a value without @ as a bare local part", () => {
    expect(maskEmail("abcdefgh")).toBe("abcd*****gh");
    expect(maskEmail("abc")).toBe("***");
  });

  it("shows nothing for nothing", () => {
    expect(maskEmail("")).toBe("");
  });
});

describe("maskCard", () => {
  it("shows the first and last 4 digits with the middle masked in groups of four", () => {
    expect(maskCard("8600123412341234", "en")).toBe("8600 **** **** 1234");
    expect(maskCard("9860000011112222", "en")).toBe("9860 **** **** 2222");
  });

  it("ignores spaces, dashes and stars the number came with", () => {
    expect(maskCard("8600 1234 1234 1234", "en")).toBe("8600 **** **** 1234");
    expect(maskCard("8600-1234-1234-1234", "en")).toBe("8600 **** **** 1234");
    expect(maskCard("860012******1234", "en")).toBe("8600 **** **** 1234");
  });

  it("hides the length of longer and shorter cards", () => {
    expect(maskCard("6200123412341234123", "en")).toBe("6200 **** **** 4123");
    expect(maskCard("378282246310005", "en")).toBe("3782 **** **** 0005");
    expect(maskCard("12345678", "en")).toBe("1234 **** **** 5678");
  });

  it("hides everything when fewer than 8 digits would reveal the whole number", () => {
    expect(maskCard("1234567", "en")).toBe("**** **** **** ****");
    expect(maskCard("12", "en")).toBe("**** **** **** ****");
  });

  it("shows nothing without digits", () => {
    expect(maskCard("", "en")).toBe("");
    expect(maskCard("card", "en")).toBe("");
  });
});

describe("formatSeconds", () => {
  it("shows zero-padded minutes and seconds", () => {
    expect(formatSeconds(0, "en")).toBe("00:00");
    expect(formatSeconds(5, "en")).toBe("00:05");
    expect(formatSeconds(59, "en")).toBe("00:59");
    expect(formatSeconds(60, "en")).toBe("01:00");
    expect(formatSeconds(125, "en")).toBe("02:05");
    expect(formatSeconds(599, "en")).toBe("09:59");
  });

  it("lets minutes pass 59 instead of wrapping into hours", () => {
    expect(formatSeconds(3599, "en")).toBe("59:59");
    expect(formatSeconds(3600, "en")).toBe("60:00");
    expect(formatSeconds(6000, "en")).toBe("100:00");
  });

  it("drops fractions of a second", () => {
    expect(formatSeconds(59.9, "en")).toBe("00:59");
    expect(formatSeconds(0.4, "en")).toBe("00:00");
  });

  it("reads 00:00 for negative, NaN and infinite input", () => {
    expect(formatSeconds(-1, "en")).toBe("00:00");
    expect(formatSeconds(-0.5, "en")).toBe("00:00");
    expect(formatSeconds(Number.NaN, "en")).toBe("00:00");
    expect(formatSeconds(Number.POSITIVE_INFINITY, "en")).toBe("00:00");
    expect(formatSeconds(Number.NEGATIVE_INFINITY, "en")).toBe("00:00");
  });
});

describe("formatDate and formatTime", () => {
  // Built from local parts so the expectations hold in any time zone the tests run in.
  const moment = new Date(2024, 0, 5, 9, 7, 42);

  it("formats a Date as dd.mm.yyyy and hh:mm", () => {
    expect(formatDate(moment, "en")).toBe("05.01.2024");
    expect(formatTime(moment, "en")).toBe("09:07");
  });

  it("accepts epoch milliseconds", () => {
    expect(formatDate(moment.getTime(), "en")).toBe("05.01.2024");
    expect(formatTime(moment.getTime(), "en")).toBe("09:07");
  });

  it("accepts ISO strings, read in local time", () => {
    expect(formatDate("2024-12-31T23:59:00", "en")).toBe("31.12.2024");
    expect(formatTime("2024-12-31T23:59:00", "en")).toBe("23:59");
    const utc = "2024-06-15T12:30:00Z";
    expect(formatDate(utc, "en")).toBe(formatDate(new Date(Date.UTC(2024, 5, 15, 12, 30)), "en"));
    expect(formatTime(utc, "en")).toBe(formatTime(new Date(Date.UTC(2024, 5, 15, 12, 30)), "en"));
  });

  it("reads a date without a time as that calendar day, not UTC midnight", () => {
    expect(formatDate("2024-05-01", "en")).toBe("01.05.2024");
    expect(formatTime("2024-05-01", "en")).toBe("00:00");
  });

  it("uses the 24-hour clock", () => {
    expect(formatTime(new Date(2024, 0, 1, 0, 0), "en")).toBe("00:00");
    expect(formatTime(new Date(2024, 0, 1, 12, 5), "en")).toBe("12:05");
    expect(formatTime(new Date(2024, 0, 1, 23, 59, 59), "en")).toBe("23:59");
  });

  it("leaves the given Date unchanged", () => {
    const date = new Date(2024, 1, 29, 18, 0);
    const before = date.getTime();
    expect(formatDate(date, "en")).toBe("29.02.2024");
    expect(date.getTime()).toBe(before);
  });

  it("reads empty for an invalid date", () => {
    for (const invalid of [
      "",
      "not a date",
      "2024-02-30",
      "2024-13-01",
      Number.NaN,
      new Date("x"),
    ]) {
      expect(formatDate(invalid, "en")).toBe("");
      expect(formatTime(invalid, "en")).toBe("");
    }
  });
});
