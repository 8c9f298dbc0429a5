import { describe, expect, it } from "vitest";
import { DEFAULT_IMAGE_ID, imageUrl } from "../../src/lib/image-url";

describe("imageUrl", () => {
  it("points at the image endpoint for an id", () => {
    expect(imageUrl("3f2b8c1e-7a4d-4e6f-9b0a-1c2d3e4f5a6b")).toBe(
      "/api/v1/image/3f2b8c1e-7a4d-4e6f-9b0a-1c2d3e4f5a6b",
    );
  });

  it("falls back to the built-in default image without an id", () => {
    expect(DEFAULT_IMAGE_ID).toBe("00000000-0000-0000-0000-000000000000");
    const fallback = "/api/v1/image/00000000-0000-0000-0000-000000000000";
    expect(imageUrl()).toBe(fallback);
    expect(imageUrl(undefined)).toBe(fallback);
    expect(imageUrl(null)).toBe(fallback);
    expect(imageUrl("")).toBe(fallback);
  });

  it("keeps a malformed id inside the image path", () => {
    expect(imageUrl("../profile/info")).toBe("/api/v1/image/..%2Fprofile%2Finfo");
    expect(imageUrl("a?b#c")).toBe("/api/v1/image/a%3Fb%23c");
  });
});
