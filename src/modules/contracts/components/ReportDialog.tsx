import type { ReactNode } from "react";
import { Button } from "../../../web/ui/button.tsx";
import { Dialog } from "../../../web/ui/dialog.tsx";
import { DownloadLink } from "../../../web/ui/download-link.tsx";
import type { ContractReport } from "../contracts.contract.ts";
import { reportFileUrl } from "../contracts.constants.ts";
import { formatDate, formatMoney } from "../../../web/lib/format.ts";

/** A report just generated and saved: its figures, and its PDF and CSV to download. */
export function ReportDialog({ report, onClose }: { report: ContractReport; onClose: () => void }) {
  const uncounted = report.uncountedValues;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      title="Contracts Report"
      description={`Saved for ${formatDate(report.reportDate)}. Download it to share, print or open in a spreadsheet.`}
      footer={
        <>
          <Button type="button" variant="outline" onClick={onClose}>
            Close
          </Button>
          <DownloadLink href={reportFileUrl(report.id, "csv")} size="default">
            Download CSV
          </DownloadLink>
          <DownloadLink href={reportFileUrl(report.id, "xlsx")} size="default">
            Download XLSX
          </DownloadLink>
          <DownloadLink href={reportFileUrl(report.id, "pdf")} variant="default" size="default">
            Download PDF
          </DownloadLink>
        </>
      }
    >
      <dl className="grid grid-cols-2 gap-3">
        <Figure term="Contracts">{report.contractsCount}</Figure>
        <Figure term="Active Contracts">{report.activeContracts}</Figure>
        <Figure term="Total Value" wide>
          {formatMoney(report.totalValue)}
        </Figure>
      </dl>
      <p className="mt-4 text-sm text-slate-700">
        {uncounted > 0
          ? `The total adds the amount read from each contract's value; ${uncounted} ${uncounted === 1 ? "value holds" : "values hold"} no amount and ${uncounted === 1 ? "is" : "are"} not counted.`
          : "The total adds the amount read from each contract's value (1.5M counts as $1,500,000.00)."}
      </p>
    </Dialog>
  );
}

function Figure({ term, wide, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? "col-span-2 rounded-lg border border-border p-3" : "rounded-lg border border-border p-3"}>
      <dt className="text-sm font-medium text-slate-700">{term}</dt>
      <dd className="tabular mt-1 text-xl font-bold text-ink wrap-anywhere">{children}</dd>
    </div>
  );
}
