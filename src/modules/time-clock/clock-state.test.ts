import { describe, expect, it } from "vitest";
import { mayPunch, punchesFor, shownClock, waitingPunchesOf, type WaitingPunch } from "./clock-state.ts";
import { TIME_CLOCK_OUTBOX_KIND } from "./time-clock.constants.ts";
import type { ClockStatus, Punch } from "./time-clock.contract.ts";

const lists = {
  sites: [{ id: "s1", name: "North Gate", geofence: true }],
  costCodes: [{ id: "c1", code: "03 00 00", name: "Concrete" }],
};
const out: Pick<ClockStatus, "state" | "shift" | "recent" | "sites" | "costCodes"> = {
  state: "out",
  shift: null,
  recent: [],
  ...lists,
};
const waiting = (kind: WaitingPunch["kind"], at: string, clientKey = `${kind}-${at}`): WaitingPunch => ({
  clientKey,
  kind,
  at,
  siteId: kind === "in" ? "s1" : null,
  costCodeId: kind === "in" ? "c1" : null,
});

describe("the punches offered", () => {
  it("offers Clock In when out, Start Break and Clock Out when working, End Break and Clock Out on a break", () => {
    expect(punchesFor("out")).toEqual(["in"]);
    expect(punchesFor("working")).toEqual(["break_start", "out"]);
    expect(punchesFor("on_break")).toEqual(["break_end", "out"]);
    expect(mayPunch("out", "out")).toBe(false);
  });
});

describe("waiting punches from the outbox", () => {
  it("reads this kind's entries not refused, oldest first, and ignores others", () => {
    const entries = [
      { kind: TIME_CLOCK_OUTBOX_KIND, body: { clientKey: "b", kind: "out", at: "2026-11-29T17:00:00Z", siteId: null } },
      { kind: TIME_CLOCK_OUTBOX_KIND, body: { clientKey: "a", kind: "in", at: "2026-11-29T07:00:00Z", siteId: "s1" } },
      { kind: TIME_CLOCK_OUTBOX_KIND, body: { clientKey: "c", kind: "in", at: "2026-11-29T18:00:00Z" }, problem: "No" },
      { kind: "punch-item", body: { clientKey: "d", kind: "in", at: "2026-11-29T06:00:00Z" } },
      { kind: TIME_CLOCK_OUTBOX_KIND, body: { clientKey: "e", kind: "lunch", at: "2026-11-29T06:00:00Z" } },
      { kind: TIME_CLOCK_OUTBOX_KIND, body: null },
    ];
    expect(waitingPunchesOf(entries).map((p) => [p.clientKey, p.siteId, p.costCodeId])).toEqual([
      ["a", "s1", null],
      ["b", null, null],
    ]);
  });
});

describe("the state shown", () => {
  it("is the server's when nothing waits", () => {
    expect(shownClock(out, [])).toEqual({ state: "out", shift: null });
  });

  it("follows a clock-in kept offline, naming its site and cost code, then its break", () => {
    const shown = shownClock(out, [waiting("in", "2026-11-29T07:02:00Z")]);
    expect(shown).toEqual({
      state: "working",
      shift: {
        since: "2026-11-29T07:02:00Z",
        site: { id: "s1", name: "North Gate" },
        costCode: lists.costCodes[0],
        breakSince: null,
      },
    });
    const onBreak = shownClock(out, [
      waiting("in", "2026-11-29T07:02:00Z"),
      waiting("break_start", "2026-11-29T11:00:00Z"),
    ]);
    expect(onBreak.state).toBe("on_break");
    expect(onBreak.shift?.breakSince).toBe("2026-11-29T11:00:00Z");
    const back = shownClock(out, [
      waiting("in", "2026-11-29T07:02:00Z"),
      waiting("break_start", "2026-11-29T11:00:00Z"),
      waiting("break_end", "2026-11-29T11:30:00Z"),
    ]);
    expect(back.state).toBe("working");
    expect(back.shift?.breakSince).toBeNull();
  });

  it("follows the server's open shift with a break and a clock-out kept offline", () => {
    const working = {
      ...out,
      state: "working" as const,
      shift: { since: "2026-11-29T07:00:00Z", site: null, costCode: null, breakSince: null },
    };
    expect(shownClock(working, [waiting("break_start", "2026-11-29T12:00:00Z")]).state).toBe("on_break");
    expect(shownClock(working, [waiting("out", "2026-11-29T15:00:00Z")])).toEqual({ state: "out", shift: null });
  });

  it("skips a waiting punch the server already has (same clientKey) or that cannot follow", () => {
    const stored = { clientKey: "k1" } as Punch;
    const working = {
      ...out,
      state: "working" as const,
      shift: { since: "2026-11-29T07:00:00Z", site: null, costCode: null, breakSince: null },
      recent: [stored],
    };
    expect(shownClock(working, [waiting("in", "2026-11-29T07:00:00Z", "k1")]).shift?.since).toBe(
      "2026-11-29T07:00:00Z",
    );
    expect(shownClock(out, [waiting("break_start", "2026-11-29T12:00:00Z")]).state).toBe("out");
  });
});
