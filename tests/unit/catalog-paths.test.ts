import { describe, expect, it } from "vitest";
import {
  bannerTarget,
  categoryPath,
  flashSalePath,
  offeringPath,
} from "../../src/lib/catalog-paths";

describe("catalogue paths", () => {
  it("put each kind under its search list", () => {
    expect(offeringPath({ id: "a1", kind: "product" })).toBe("/search/products/a1");
    expect(offeringPath({ id: "a1", kind: "service" })).toBe("/search/service/a1");
    expect(flashSalePath("s1")).toBe("/search/flash-sell/s1");
    expect(categoryPath({ kind: "service", slug: "repair" })).toBe(
      "/search/service?category=repair",
    );
  });

  it("let a banner lead inside Bozor or to an https:// address, nowhere else", () => {
    expect(bannerTarget("/search/flash-sell")).toEqual({
      kind: "internal",
      path: "/search/flash-sell",
    });
    expect(bannerTarget("https://chust.uz/sale")).toEqual({
      kind: "external",
      url: "https://chust.uz/sale",
    });
    for (const link of [
      "javascript:alert(1)",
      "//evil.example",
      "/\\evil.example",
      "http://x.uz",
      "data:text/html,x",
      "https:///x",
    ]) {
      expect(bannerTarget(link), link).toBeNull();
    }
  });
});
