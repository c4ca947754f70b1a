import type { CostCodeRef, RecordRef } from "../../shared/contracts/common.ts";
import { punchRefusal, type ClockState } from "./punch.rules.ts";
import { PUNCH_KINDS, TIME_CLOCK_OUTBOX_KIND, type PunchKind } from "./time-clock.constants.ts";
import type { ClockStatus } from "./time-clock.contract.ts";

/**
 * What the clock screen shows (browser only, pure): the server's answer, followed by the punches still waiting on
 * the device (the outbox), so a worker who clocked in with no connection sees Start Break and Clock Out at once.
 */

/** A punch kept on the device, as its outbox entry's body carries it. */
export type WaitingPunch = {
  clientKey: string;
  kind: PunchKind;
  at: string;
  siteId: string | null;
  costCodeId: string | null;
};

export type ShownShift = {
  since: string;
  site: RecordRef | null;
  costCode: CostCodeRef | null;
  breakSince: string | null;
};

export type ShownClock = { state: ClockState; shift: ShownShift | null };

/** An outbox entry as far as this reads it. */
type Entry = { kind: string; body: unknown; problem?: string };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
const isKind = (v: unknown): v is PunchKind => (PUNCH_KINDS as readonly unknown[]).includes(v);
const idOrNull = (v: unknown) => (typeof v === "string" && v !== "" ? v : null);

/** The punches of the outbox still to be sent (a refused one is not: the server will not have it), oldest first. */
export function waitingPunchesOf(entries: readonly Entry[]): WaitingPunch[] {
  const punches: WaitingPunch[] = [];
  for (const e of entries) {
    if (e.kind !== TIME_CLOCK_OUTBOX_KIND || e.problem || !isRecord(e.body)) continue;
    const { clientKey, kind, at, siteId, costCodeId } = e.body;
    if (typeof clientKey !== "string" || !isKind(kind) || typeof at !== "string") continue;
    punches.push({ clientKey, kind, at, siteId: idOrNull(siteId), costCodeId: idOrNull(costCodeId) });
  }
  return punches.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

/** A punch that leaves a worker in `state`, for the rules that read the last punch. */
const LAST_KIND: Record<ClockState, PunchKind | null> = { out: null, working: "in", on_break: "break_start" };

/** Whether `kind` may be pressed in `state` (the server's rule: punch.rules.ts). */
export const mayPunch = (state: ClockState, kind: PunchKind): boolean => punchRefusal(LAST_KIND[state], kind) === null;

/** The punches the screen offers in a state: Clock In; Start Break and Clock Out; End Break and Clock Out. */
export const punchesFor = (state: ClockState): PunchKind[] => PUNCH_KINDS.filter((k) => mayPunch(state, k));

/**
 * The server's clock, then each waiting punch it does not have yet (by `clientKey`) that may follow: its state,
 * shift start, site and cost code (named from the clock's lists), and break start.
 */
export function shownClock(
  clock: Pick<ClockStatus, "state" | "shift" | "recent" | "sites" | "costCodes">,
  waiting: readonly WaitingPunch[],
): ShownClock {
  const stored = new Set(clock.recent.map((p) => p.clientKey));
  let shown: ShownClock = { state: clock.state, shift: clock.shift };
  for (const punch of waiting) {
    if (stored.has(punch.clientKey) || !mayPunch(shown.state, punch.kind)) continue;
    shown = after(shown, punch, clock);
  }
  return shown;
}

function after(shown: ShownClock, punch: WaitingPunch, lists: Pick<ClockStatus, "sites" | "costCodes">): ShownClock {
  switch (punch.kind) {
    case "in": {
      const site = lists.sites.find((s) => s.id === punch.siteId);
      return {
        state: "working",
        shift: {
          since: punch.at,
          site: site ? { id: site.id, name: site.name } : null,
          costCode: lists.costCodes.find((c) => c.id === punch.costCodeId) ?? null,
          breakSince: null,
        },
      };
    }
    case "break_start":
      return { state: "on_break", shift: shown.shift && { ...shown.shift, breakSince: punch.at } };
    case "break_end":
      return { state: "working", shift: shown.shift && { ...shown.shift, breakSince: null } };
    case "out":
      return { state: "out", shift: null };
  }
}
