import { describe, expect, it } from "vitest";
import { loadContract } from "../../server/contract";
import { errorCodeFor, type ValidationIssue } from "../../server/error-codes";

const contract = loadContract();

function issue(keyword: string, instancePath: string, params: Record<string, unknown> = {}) {
  return { keyword, instancePath, params } satisfies ValidationIssue;
}

describe("x-error-codes mapping", () => {
  it("uses the keyword's code of the failing property", () => {
    expect(errorCodeFor(contract, "registerUser", "body", issue("minLength", "/password"))).toBe(
      "password_too_short",
    );
    expect(errorCodeFor(contract, "registerUser", "body", issue("pattern", "/phone"))).toBe(
      "phone_must_be_digits",
    );
    expect(errorCodeFor(contract, "registerUser", "body", issue("format", "/email"))).toBe(
      "invalid_email",
    );
  });

  it("falls back to '*' for any other keyword", () => {
    expect(errorCodeFor(contract, "registerUser", "body", issue("type", "/password"))).toBe(
      "password_required",
    );
    expect(errorCodeFor(contract, "updateProfile", "body", issue("type", "/image"))).toBe(
      "image_invalid",
    );
    expect(errorCodeFor(contract, "updateProfile", "body", issue("maxLength", "/image"))).toBe(
      "image_too_large",
    );
  });

  it("maps a missing property through its own schema", () => {
    const missing = (name: string) => issue("required", "", { missingProperty: name });
    expect(errorCodeFor(contract, "registerUser", "body", missing("phone"))).toBe("phone_required");
    expect(errorCodeFor(contract, "registerUser", "body", missing("password"))).toBe(
      "password_required",
    );
    expect(errorCodeFor(contract, "refreshTokens", "body", missing("refresh"))).toBe(
      "token_required",
    );
    expect(errorCodeFor(contract, "login", "querystring", missing("username"))).toBe(
      "username_and_password_required",
    );
  });

  it("keeps codes written beside a $ref, which glue's conversion drops", () => {
    expect(errorCodeFor(contract, "getBusiness", "params", issue("format", "/id"))).toBe(
      "invalid_business_uuid",
    );
    expect(errorCodeFor(contract, "getImage", "params", issue("pattern", "/id"))).toBe(
      "invalid_id",
    );
    expect(errorCodeFor(contract, "listCurrencies", "querystring", issue("enum", "/lang"))).toBe(
      "wrong_language",
    );
    expect(errorCodeFor(contract, "registerBusiness", "body", issue("format", "/oked"))).toBe(
      "invalid_oked_uuid",
    );
    expect(errorCodeFor(contract, "verifyOtp", "body", issue("format", "/user_id"))).toBe(
      "user_and_otp_required",
    );
  });

  it("answers the enclosing property's '*' for a rule inside it that names no code", () => {
    const body = (keyword: string, path: string) =>
      errorCodeFor(contract, "updateMyBusiness", "body", issue(keyword, path));
    expect(body("maximum", "/working_hours/0/day")).toBe("working_hours_invalid");
    expect(body("pattern", "/links/1/url")).toBe("link_invalid");
    expect(body("enum", "/links/0/kind")).toBe("link_invalid");
    // A code of the property itself still wins.
    expect(body("maxLength", "/names/en")).toBe("title_too_long");
  });

  it("answers validation_error where the contract names no code", () => {
    expect(errorCodeFor(contract, "registerUser", "body", issue("enum", "/lang"))).toBe(
      "validation_error",
    );
    expect(
      errorCodeFor(
        contract,
        "registerUser",
        "body",
        issue("additionalProperties", "", { additionalProperty: "x" }),
      ),
    ).toBe("validation_error");
    expect(errorCodeFor(contract, "updateProfile", "body", issue("minProperties", ""))).toBe(
      "validation_error",
    );
    expect(errorCodeFor(contract, "noSuchOperation", "body", issue("type", "/x"))).toBe(
      "validation_error",
    );
  });
});
