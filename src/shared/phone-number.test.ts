import { describe, expect, it } from "vitest";
import { displayPhone, toE164 } from "./phone-number.ts";

describe("toE164", () => {
  it.each([
    ["+1 555 123 4567", "+15551234567"],
    ["(555) 123-4567", "+15551234567"],
    ["555.123.4567", "+15551234567"],
    ["1-555-123-4567", "+15551234567"],
    ["  +44 20 7946 0958 ", "+442079460958"],
    ["0044 20 7946 0958", "+442079460958"],
    ["+61 (4) 1234 5678", "+61412345678"],
  ])("reads %s as %s", (typed, e164) => {
    expect(toE164(typed)).toBe(e164);
  });

  it.each([
    "",
    "123",
    "555-1234",
    "(055) 123-4567",
    "+0 555 123 4567",
    "+1 555 123 4567 890 123",
    "555 123 4567 ext 2",
    "+1 555 123 4567; DROP",
    "02345678901",
    "+1234567",
  ])("refuses %j", (typed) => {
    expect(toE164(typed)).toBeNull();
  });
});

describe("displayPhone", () => {
  it("groups a North American number and leaves others as stored", () => {
    expect(displayPhone("+15551234567")).toBe("+1 555 123 4567");
    expect(displayPhone("+442079460958")).toBe("+442079460958");
  });
});
