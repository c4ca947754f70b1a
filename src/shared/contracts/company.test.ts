import { describe, expect, it } from "vitest";
import { COMPANY_MSG, LOGO, LOGO_MSG, companyUpdateBody, isWebsite, logoFileProblem } from "./company.ts";

const messageOf = (input: unknown, field: string) =>
  companyUpdateBody.safeParse(input).error?.issues.find((i) => i.path[0] === field)?.message;

describe("companyUpdateBody", () => {
  it("trims every field; missing or empty fields are empty", () => {
    expect(companyUpdateBody.parse({})).toEqual({ address: "", phone: "", email: "", website: "" });
    expect(companyUpdateBody.parse({ address: "   ", phone: " ", email: "  ", website: "" })).toEqual({
      address: "",
      phone: "",
      email: "",
      website: "",
    });
    expect(
      companyUpdateBody.parse({
        address: "  12 Main St \r\n Springfield, IL 62701  ",
        phone: " +1 (555) 123-4567 ",
        email: " office@acme.com ",
        website: " www.acme.com ",
      }),
    ).toEqual({
      address: "12 Main St\nSpringfield, IL 62701",
      phone: "+1 (555) 123-4567",
      email: "office@acme.com",
      website: "www.acme.com",
    });
  });

  it("keeps the address's lines, without blank runs, up to 6 lines and 500 characters", () => {
    expect(companyUpdateBody.parse({ address: "\n\nA\n\n\n\nB\n\n" }).address).toBe("A\n\nB");
    expect(companyUpdateBody.safeParse({ address: ["1", "2", "3", "4", "5", "6"].join("\n") }).success).toBe(true);
    expect(messageOf({ address: ["1", "2", "3", "4", "5", "6", "7"].join("\n") }, "address")).toBe(
      COMPANY_MSG.addressTooManyLines,
    );
    expect(companyUpdateBody.safeParse({ address: "a".repeat(500) }).success).toBe(true);
    expect(messageOf({ address: "a".repeat(501) }, "address")).toBe(COMPANY_MSG.addressTooLong);
    expect(messageOf({ address: "a".repeat(100_000) }, "address")).toBe(COMPANY_MSG.addressTooLong);
  });

  it("checks the e-mail and the phone only when given", () => {
    expect(messageOf({ email: "not an address" }, "email")).toBe(COMPANY_MSG.emailInvalid);
    expect(messageOf({ email: `${"a".repeat(250)}@example.com` }, "email")).toBe(COMPANY_MSG.emailInvalid);
    expect(messageOf({ phone: "call us" }, "phone")).toBe(COMPANY_MSG.phoneInvalid);
    expect(messageOf({ phone: "1".repeat(33) }, "phone")).toBe(COMPANY_MSG.phoneInvalid);
    expect(companyUpdateBody.safeParse({ email: "", phone: "" }).success).toBe(true);
  });

  it("refuses what is not text", () => {
    for (const value of [null, 3, {}, []]) {
      for (const field of ["address", "phone", "email", "website"])
        expect(companyUpdateBody.safeParse({ [field]: value }).success, `${field}=${JSON.stringify(value)}`).toBe(
          false,
        );
    }
  });
});

describe("isWebsite", () => {
  it("accepts web addresses as people type them", () => {
    for (const site of [
      "acme.com",
      "www.acme.com",
      "https://acme.com",
      "http://www.acme.co.uk/about",
      "acme-builders.com/contact?x=1",
      "bücher.de",
      "HTTPS://ACME.COM",
    ]) {
      expect(isWebsite(site), site).toBe(true);
    }
  });

  it("refuses what is not an http(s) address of a named site", () => {
    for (const site of [
      "acme",
      "localhost",
      "javascript:alert(1)",
      "ftp://acme.com",
      "mailto:a@acme.com",
      "http://192.168.1.1",
      "https://user:pass@acme.com",
      "acme .com",
      "https://",
      "acme.123",
    ]) {
      expect(isWebsite(site), site).toBe(false);
    }
    expect(messageOf({ website: "javascript:alert(1)" }, "website")).toBe(COMPANY_MSG.websiteInvalid);
    expect(messageOf({ website: `${"a".repeat(200)}.com` }, "website")).toBe(COMPANY_MSG.websiteInvalid);
  });
});

describe("logoFileProblem", () => {
  it("checks the size and the type the browser reports, with the server's messages", () => {
    expect(logoFileProblem({ size: 1000, type: "image/png" })).toBeNull();
    expect(logoFileProblem({ size: LOGO.maxBytes, type: "image/jpeg" })).toBeNull();
    expect(logoFileProblem({ size: 0, type: "image/png" })).toBe(LOGO_MSG.empty);
    expect(logoFileProblem({ size: 10, type: "image/svg+xml" })).toBe(LOGO_MSG.wrongType);
    expect(logoFileProblem({ size: LOGO.maxBytes + 1, type: "image/png" })).toBe(LOGO_MSG.tooLarge);
  });
});
