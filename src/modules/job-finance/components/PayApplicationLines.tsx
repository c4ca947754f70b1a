import { formatCents } from "../../../web/lib/format.ts";
import { Input } from "../../../web/ui/input.tsx";
import type { PayApplication, PayApplicationLineView } from "../job-finance.contract.ts";
import { formatBps } from "../job-finance-format.ts";
import { FiguresTable, type FigureColumn } from "./FiguresTable.tsx";
import type { Entries, Entry } from "./pay-application-entries.ts";

type Line = PayApplicationLineView;

/**
 * The continuation sheet (G703): per line its scheduled value (C), work from previous applications (D), this
 * period (E), materials stored (F), completed and stored to date (G), % (G ÷ C), balance to finish (H) and
 * retainage (I). On a draft, E, F and the retainage rate are typed here.
 */
export function PayApplicationLines({
  app,
  entries,
  onChange,
}: {
  app: PayApplication;
  /** The draft's figures as typed; null when the application is read only. */
  entries: Entries | null;
  onChange: (entries: Entries) => void;
}) {
  const money = (pick: (l: Line) => number) => (l: Line) => formatCents(pick(l));
  const input = (field: keyof Entry, label: string) => (l: Line) => {
    const entry = entries?.[l.sovLineId];
    if (!entries || !entry) return null;
    return (
      <Input
        aria-label={`${label}, item ${l.itemNo}`}
        value={entry[field]}
        inputMode="decimal"
        maxLength={field === "rate" ? 6 : 40}
        autoComplete="off"
        className="ml-auto h-9 w-28 text-right tabular-nums"
        onChange={(e) => onChange({ ...entries, [l.sovLineId]: { ...entry, [field]: e.target.value } })}
      />
    );
  };
  const columns: readonly FigureColumn<Line>[] = [
    { label: "Item", cell: (l) => `${l.itemNo} ${l.description}` },
    { label: "C Scheduled Value", cell: money((l) => l.scheduledCents), figure: true },
    { label: "D From Previous", cell: money((l) => l.previousCents), figure: true },
    {
      label: "E This Period",
      cell: entries ? input("work", "Work this period") : money((l) => l.thisPeriodCents),
      figure: true,
    },
    {
      label: "F Materials Stored",
      cell: entries ? input("stored", "Materials stored") : money((l) => l.storedCents),
      figure: true,
    },
    { label: "G Completed and Stored", cell: money((l) => l.completedToDateCents), figure: true },
    { label: "% (G ÷ C)", cell: (l) => formatBps(l.percentBps), figure: true },
    { label: "H Balance to Finish", cell: money((l) => l.balanceToFinishCents), figure: true },
    {
      label: "Retainage %",
      cell: entries ? input("rate", "Retainage percent") : (l) => formatBps(l.retainageBps),
      figure: true,
    },
    { label: "I Retainage", cell: money((l) => l.retainageCents), figure: true },
  ];
  const sum = (pick: (l: Line) => number) => formatCents(app.lines.reduce((s, l) => s + pick(l), 0));
  return (
    <section aria-labelledby="g703-title" className="space-y-3">
      <h3 id="g703-title" className="text-lg font-semibold text-ink">
        Continuation Sheet
      </h3>
      <FiguresTable
        label="Continuation sheet"
        columns={columns}
        rows={app.lines}
        rowKey={(l) => l.sovLineId}
        totals={[
          "Grand Total",
          sum((l) => l.scheduledCents),
          sum((l) => l.previousCents),
          sum((l) => l.thisPeriodCents),
          sum((l) => l.storedCents),
          sum((l) => l.completedToDateCents),
          undefined,
          sum((l) => l.balanceToFinishCents),
          undefined,
          sum((l) => l.retainageCents),
        ]}
      />
    </section>
  );
}
