import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "../../shared/contracts/settings.ts";
import { hourOf, nextDailyDigest, nextHour, personalChannels, withinCap } from "./delivery-rules.ts";

const on = DEFAULT_SETTINGS.notifications;
const reachAll = { push: true, sms: true };

describe("the channels a person hears of an event on", () => {
  it("follows the person's switches and what reaches them", () => {
    expect(personalChannels("invoice_paid", { ...on, sms: true }, reachAll)).toEqual(["email", "push", "sms"]);
    expect(personalChannels("invoice_paid", on, { push: false, sms: true })).toEqual(["email"]);
    expect(personalChannels("invoice_paid", { ...on, email: false, push: false }, reachAll)).toEqual([]);
  });
  it("leaves out the work on projects when Project Updates is off, but not the rest", () => {
    const off = { ...on, projectUpdates: false };
    expect(personalChannels("task_assigned", off, reachAll)).toEqual([]);
    expect(personalChannels("change_order_approved", off, reachAll)).toEqual([]);
    expect(personalChannels("incident_reported", off, reachAll)).toEqual(["email", "push"]);
  });
  it("never e-mails a security alert here (the account always does) and ignores its switch", () => {
    const off = { ...on, securityAlerts: false, projectUpdates: false, sms: true };
    expect(personalChannels("security_alert", off, reachAll)).toEqual(["push", "sms"]);
    // An RFI or a submittal become someone's to answer: their module e-mails it.
    expect(personalChannels("rfi_assigned", { ...on, sms: true }, reachAll)).toEqual(["push", "sms"]);
    expect(personalChannels("punch_item_assigned", on, reachAll)).toEqual(["email", "push"]);
  });
});

describe("caps and digests", () => {
  it("lets through what fits under the hour's cap", () => {
    expect(withinCap(5, 5, 30)).toBe(5);
    expect(withinCap(5, 32, 30)).toBe(3);
    expect(withinCap(5, 40, 30)).toBe(0);
    expect(withinCap(1, 30, 30)).toBe(1);
    expect(withinCap(1, 31, 30)).toBe(0);
  });
  it("holds past the cap until the next hour, and a day's e-mails until 12:00 UTC", () => {
    const t = new Date("2026-11-29T19:20:30Z");
    expect(hourOf(t).toISOString()).toBe("2026-11-29T19:00:00.000Z");
    expect(nextHour(t).toISOString()).toBe("2026-11-29T20:00:00.000Z");
    expect(nextDailyDigest(t).toISOString()).toBe("2026-11-30T12:00:00.000Z");
    expect(nextDailyDigest(new Date("2026-11-29T11:59:59Z")).toISOString()).toBe("2026-11-29T12:00:00.000Z");
    expect(nextDailyDigest(new Date("2026-11-29T12:00:00Z")).toISOString()).toBe("2026-11-30T12:00:00.000Z");
  });
});
