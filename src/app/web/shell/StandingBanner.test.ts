import { describe, expect, it } from "vitest";
import { READ_ONLY_MSG } from "../../../shared/read-only.ts";
import { formatTimestampDay } from "../../../web/lib/format.ts";
import { bannerOf } from "./StandingBanner.tsx";

const DAY_MS = 24 * 60 * 60 * 1000;
const now = Date.parse("2026-12-20T12:00:00.000Z");
const inDays = (days: number) => new Date(now + days * DAY_MS).toISOString();

describe("the shell's standing banner", () => {
  it("says nothing when all is well", () => {
    expect(bannerOf(null, now)).toBeNull();
    expect(bannerOf({ readOnly: false, reason: null, warning: null, writesStopAt: null }, now)).toBeNull();
  });

  it("says why the organization is read-only, in red", () => {
    for (const reason of ["trial_ended", "payment_failed", "canceled"] as const) {
      expect(bannerOf({ readOnly: true, reason, warning: null, writesStopAt: inDays(-1) }, now)).toEqual({
        tone: "danger",
        text: READ_ONLY_MSG[reason],
        link: "Go to Subscription",
      });
    }
  });

  it("warns of a failed payment's grace with its last day", () => {
    const stop = inDays(6);
    expect(bannerOf({ readOnly: false, reason: null, warning: "past_due", writesStopAt: stop }, now)).toEqual({
      tone: "warning",
      text: `Your last payment failed. Update your card by ${formatTimestampDay(stop)} to keep working.`,
      link: "Go to Subscription",
    });
  });

  it("announces a trial's end within 3 days only", () => {
    const soon = inDays(2.5);
    expect(bannerOf({ readOnly: false, reason: null, warning: "trial", writesStopAt: soon }, now)).toEqual({
      tone: "warning",
      text: `Your free trial ends on ${formatTimestampDay(soon)}.`,
      link: "Choose a plan",
    });
    expect(bannerOf({ readOnly: false, reason: null, warning: "trial", writesStopAt: inDays(3) }, now)).not.toBeNull();
    expect(bannerOf({ readOnly: false, reason: null, warning: "trial", writesStopAt: inDays(10) }, now)).toBeNull();
  });

  it("leaves a cancellation running its course to the panel", () => {
    expect(bannerOf({ readOnly: false, reason: null, warning: "canceling", writesStopAt: inDays(1) }, now)).toBeNull();
  });
});
