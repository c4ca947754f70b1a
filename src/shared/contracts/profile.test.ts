import { describe, expect, it } from "vitest";
import { PROFILE_MSG, isValidPhone, profileUpdateBody } from "./profile.ts";

describe("profileUpdateBody", () => {
  it("trims, and turns an empty company or phone into none", () => {
    expect(profileUpdateBody.parse({ fullName: "  Jane Doe ", companyName: "  ", phone: "" })).toEqual({
      fullName: "Jane Doe",
      companyName: null,
      phone: null,
    });
    expect(profileUpdateBody.parse({ fullName: "Jane", companyName: " Acme ", phone: " +1 (555) 123-4567 " })).toEqual({
      fullName: "Jane",
      companyName: "Acme",
      phone: "+1 (555) 123-4567",
    });
    expect(profileUpdateBody.parse({ fullName: "Jane" })).toEqual({ fullName: "Jane", companyName: null, phone: null });
    expect(profileUpdateBody.parse({ fullName: "Jane", companyName: null, phone: null })).toEqual({
      fullName: "Jane",
      companyName: null,
      phone: null,
    });
  });

  it("requires a full name", () => {
    for (const fullName of [undefined, "", "   "]) {
      const result = profileUpdateBody.safeParse({ fullName });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(PROFILE_MSG.fullNameRequired);
    }
  });

  it("bounds the lengths", () => {
    expect(profileUpdateBody.safeParse({ fullName: "x".repeat(121) }).success).toBe(false);
    expect(profileUpdateBody.safeParse({ fullName: "x", companyName: "c".repeat(161) }).success).toBe(false);
    expect(profileUpdateBody.safeParse({ fullName: "x", phone: "1".repeat(33) }).success).toBe(false);
  });

  it("says what a valid phone number looks like", () => {
    const result = profileUpdateBody.safeParse({ fullName: "x", phone: "call me maybe" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ["phone"], message: PROFILE_MSG.phoneInvalid });
  });
});

describe("isValidPhone", () => {
  it("accepts common ways of writing a number, with an extension", () => {
    for (const phone of [
      "+1 555 123 4567",
      "(210) 555-0199",
      "210.555.0199",
      "5550199",
      "+44 20 7946 0958",
      "210-555-0199 x12",
      "210 555 0199 ext. 7",
    ]) {
      expect(isValidPhone(phone), phone).toBe(true);
    }
  });

  it("refuses letters, too few or too many digits, and a plus sign inside", () => {
    for (const phone of ["555-CALL-NOW", "12345", "1234567890123456", "55+50199", "+", "x12", "()"]) {
      expect(isValidPhone(phone), phone).toBe(false);
    }
  });
});
