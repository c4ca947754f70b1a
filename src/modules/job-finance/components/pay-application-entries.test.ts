import { describe, expect, it } from "vitest";
import type { PayApplication } from "../job-finance.contract.ts";
import { entriesChanged, entriesOf, updateBody } from "./pay-application-entries.ts";

const line = {
  sovLineId: "l1",
  itemNo: "1",
  description: "Sitework",
  retainageBps: 1000,
  scheduledCents: 10_000_000,
  previousCents: 0,
  thisPeriodCents: 3_000_000,
  storedCents: -5_000,
  completedToDateCents: 2_995_000,
  percentBps: 2995,
  balanceToFinishCents: 7_005_000,
  retainageCents: 299_500,
};
const app = { lines: [line] } as unknown as PayApplication;

describe("a draft pay application's entries", () => {
  it("shows the saved figures as typed text, a correction with its minus", () => {
    expect(entriesOf(app)).toEqual({ l1: { work: "30000.00", stored: "-50.00", rate: "10" } });
  });
  it("tells a change from what was saved", () => {
    expect(entriesChanged(app, entriesOf(app))).toBe(false);
    expect(entriesChanged(app, { l1: { work: "30000.00", stored: "-50.00", rate: "5" } })).toBe(true);
  });
  it("sends every line, empty as zero and an empty rate as the line's own", () => {
    expect(updateBody(app, { l1: { work: " ", stored: "", rate: "" } })).toEqual({
      lines: [{ sovLineId: "l1", workThisPeriod: "0", storedThisPeriod: "0", retainagePercent: undefined }],
    });
  });
});
