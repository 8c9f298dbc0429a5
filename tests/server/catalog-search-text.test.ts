import { describe, expect, it } from "vitest";
import { normalizeQuery, searchTextOf } from "../../server/shared/search-text";

describe("searchTextOf", () => {
  it("joins every language's texts, lower-cased, whitespace collapsed", () => {
    expect(
      searchTextOf(
        { en: "Wool  Sweater", ru: "Шерстяной свитер", uz: "Jun sviter", fa: "ژاکت پشمی" },
        { en: "Warm\n\tand soft" },
        null,
        undefined,
        "Extra",
      ),
    ).toBe("wool sweater шерстяной свитер jun sviter ژاکت پشمی warm and soft extra");
  });

  it("writes Uzbek apostrophes, ё and Arabic letter forms one way", () => {
    expect(searchTextOf({ uz: "O‘zbekiston g'ilof Qo`qon ma’lumot" })).toBe(
      "ozbekiston gilof qoqon malumot",
    );
    expect(searchTextOf({ ru: "Ёлка" })).toBe("елка");
    expect(searchTextOf({ fa: "كتاب علي" })).toBe(searchTextOf({ fa: "کتاب علی" }));
    expect(searchTextOf({ fa: "می‌خواهم" })).toBe("می خواهم");
  });

  it("queries are normalized the same way; blank ones are empty", () => {
    expect(normalizeQuery("  O‘ZBEK   Ёлка ")).toBe("ozbek елка");
    expect(normalizeQuery("   ")).toBe("");
    expect(normalizeQuery(undefined)).toBe("");
  });
});
