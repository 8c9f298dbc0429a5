import { describe, expect, it } from "vitest";
import { checkFields, placeFailure, withoutEmpty } from "../../machines/field-check";
import { FieldFailure } from "../../machines/field-failure";
import { RequestFailure } from "../../machines/request-failure";

const valid = {
  phone: "998901234567",
  password: "secret1",
  first_name: "Aziza",
  last_name: "Karimova",
};

describe("checkFields: the contract's rules and codes, in the browser", () => {
  it("takes what the server takes", async () => {
    expect(await checkFields("UserRegistration", valid)).toEqual({});
  });

  it("names each failed field with the code its x-error-codes give the rule", async () => {
    const errors = await checkFields("UserRegistration", {
      ...valid,
      phone: "+998 90",
      email: "not-an-email",
      password: "12345",
      first_name: "   ",
    });
    expect(errors).toEqual({
      phone: "phone_must_be_digits",
      email: "invalid_email",
      password: "password_too_short",
      first_name: "name_invalid",
    });
  });

  it("tells a missing field from a wrong one", async () => {
    const { phone, password, ...rest } = valid;
    expect(await checkFields("UserRegistration", rest)).toEqual({
      phone: "phone_required",
      password: "password_required",
    });
    expect(phone && password).toBeTruthy();
  });

  it("uses the codes written beside a $ref, over the target's", async () => {
    const errors = await checkFields("BusinessRegistration", {
      ...valid,
      email: "a@b.uz",
      business_name: "Non",
      oked: "not-a-uuid",
      tax_id: "12345678",
      region: "tashkent-city",
      address: "Amir Temur 1",
    });
    expect(errors).toEqual({ oked: "invalid_oked_uuid", tax_id: "tax_id_invalid" });
  });

  it("drops optional fields left empty", () => {
    expect(withoutEmpty({ email: "", phone: "998901234567", lang: undefined })).toEqual({
      phone: "998901234567",
    });
  });

  it("places a server's refusal beside the one field whose code it is", async () => {
    const placed = await placeFailure(
      "BusinessRegistration",
      new RequestFailure("invalid_region", 400),
    );
    expect(placed).toBeInstanceOf(FieldFailure);
    expect(placed).toMatchObject({ code: "invalid_region", status: 400, field: "region" });
    // A code of no field, or of several (the names), is the form's.
    for (const code of ["user_already_exists", "name_invalid"] as const) {
      const failure = new RequestFailure(code, 400);
      expect(await placeFailure("BusinessRegistration", failure)).toBe(failure);
    }
    const offline = new TypeError("Failed to fetch");
    expect(await placeFailure("UserRegistration", offline)).toBe(offline);
  });
});
