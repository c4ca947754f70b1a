import { describe, expect, it } from "vitest";
import type { OutgoingItem } from "./channel.ts";
import { SMS_MAX_CHARS, smsText } from "./sms-text.ts";

const item = (title: string): OutgoingItem => ({
  kind: "stock_low",
  title,
  body: "7 bar left.",
  url: "https://app.example.com/dashboard/procurement",
  at: new Date("2026-05-04T10:00:00Z"),
});
const settingsUrl = "https://app.example.com/dashboard/settings";
const dashboard = "https://app.example.com/dashboard";

describe("a text message's words", () => {
  it("name one notification and its page, and say where to turn texts off", () => {
    expect(smsText({ items: [item("Rebar is below its reorder level")], settingsUrl }, dashboard)).toBe(
      "BuildOps: Rebar is below its reorder level https://app.example.com/dashboard/procurement\n" +
        "Turn off SMS in Settings: https://app.example.com/dashboard/settings",
    );
  });

  it("count a digest's notifications and point at the dashboard", () => {
    const items = [item("One"), item("Two"), item("Three")];
    expect(smsText({ items, settingsUrl }, dashboard)).toBe(
      "BuildOps: 3 new notifications. https://app.example.com/dashboard\n" +
        "Turn off SMS in Settings: https://app.example.com/dashboard/settings",
    );
  });

  it(`stay within ${SMS_MAX_CHARS} characters: a long title is cut, the links are whole`, () => {
    const text = smsText({ items: [item(`Incident ${"very ".repeat(100)}long`)], settingsUrl }, dashboard);
    expect(text.length).toBeLessThanOrEqual(SMS_MAX_CHARS);
    expect(text).toContain("… https://app.example.com/dashboard/procurement\n");
    expect(text.endsWith(settingsUrl)).toBe(true);
  });
});
