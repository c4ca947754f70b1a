import { centsText } from "../../../web/lib/format.ts";
import type { PayApplication, PayApplicationUpdateInput } from "../job-finance.contract.ts";
import { bpsText } from "../job-finance-format.ts";

/** One line's figures as typed on a draft: work this period (E), materials stored (F), retainage (%). */
export type Entry = { work: string; stored: string; rate: string };
export type Entries = Record<string, Entry>;

const signedText = (cents: number) => (cents < 0 ? "-" : "") + centsText(Math.abs(cents));

/** The draft's lines as saved, as the form shows them. */
export function entriesOf(app: PayApplication): Entries {
  return Object.fromEntries(
    app.lines.map((l) => [
      l.sovLineId,
      { work: signedText(l.thisPeriodCents), stored: signedText(l.storedCents), rate: bpsText(l.retainageBps) },
    ]),
  );
}

/** Whether what is typed differs from what was saved. */
export function entriesChanged(app: PayApplication, entries: Entries): boolean {
  const saved = entriesOf(app);
  return app.lines.some((l) => {
    const a = saved[l.sovLineId];
    const b = entries[l.sovLineId];
    return !a || !b || a.work !== b.work || a.stored !== b.stored || a.rate !== b.rate;
  });
}

/** The update's body: every line, as typed (the server checks and computes). */
export function updateBody(app: PayApplication, entries: Entries): PayApplicationUpdateInput {
  return {
    lines: app.lines.map((l) => {
      const e = entries[l.sovLineId];
      return {
        sovLineId: l.sovLineId,
        workThisPeriod: e?.work.trim() || "0",
        storedThisPeriod: e?.stored.trim() || "0",
        retainagePercent: e?.rate.trim() === "" ? undefined : e?.rate,
      };
    }),
  };
}
