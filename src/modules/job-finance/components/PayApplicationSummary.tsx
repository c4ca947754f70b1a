import { formatCents } from "../../../web/lib/format.ts";
import type { PayApplication } from "../job-finance.contract.ts";

/** The G702 lines, numbered and worded as on the form, each with its figure. */
export function PayApplicationSummary({ summary }: { summary: PayApplication["summary"] }) {
  const s = summary;
  const lines: [string, string, number][] = [
    ["1", "Original Contract Sum", s.originalContractSumCents],
    ["2", "Net Change by Change Orders", s.netChangeByChangeOrdersCents],
    ["3", "Contract Sum to Date (1 + 2)", s.contractSumToDateCents],
    ["4", "Total Completed and Stored to Date (column G)", s.completedAndStoredToDateCents],
    ["5a", "Retainage on Completed Work", s.retainageOnCompletedWorkCents],
    ["5b", "Retainage on Stored Material", s.retainageOnStoredMaterialCents],
    ["5", "Total Retainage", s.totalRetainageCents],
    ["6", "Total Earned Less Retainage (4 − 5)", s.totalEarnedLessRetainageCents],
    ["7", "Less Previous Certificates for Payment", s.previousCertificatesCents],
    ["8", "Current Payment Due (6 − 7)", s.currentPaymentDueCents],
    ["9", "Balance to Finish, Including Retainage (3 − 6)", s.balanceToFinishIncludingRetainageCents],
  ];
  return (
    <section aria-labelledby="g702-title" className="space-y-3">
      <h3 id="g702-title" className="text-lg font-semibold text-ink">
        Application for Payment
      </h3>
      <dl className="divide-y divide-border rounded-lg border border-border bg-white">
        {lines.map(([no, label, cents]) => (
          <div
            key={no}
            className={`flex items-baseline justify-between gap-4 px-4 py-2 text-sm ${no === "8" ? "bg-blue-50 font-semibold text-ink" : ""}`}
          >
            <dt className="text-slate-700">
              <span className="inline-block w-8 tabular-nums text-slate-700">{no}.</span>
              {label}
            </dt>
            <dd className="whitespace-nowrap tabular-nums text-ink">{formatCents(cents)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
