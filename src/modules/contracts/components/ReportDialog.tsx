import { ReportFigure, SavedReportDialog } from "../../../web/ui/saved-report-dialog.tsx";
import type { ContractReport } from "../contracts.contract.ts";
import { href } from "../../../shared/route.ts";
import { contractsEndpoints } from "../contracts.routes.ts";
import { formatDate, formatMoney } from "../../../web/lib/format.ts";

/** A report just generated and saved: its figures, and its PDF, XLSX and CSV to download. */
export function ReportDialog({ report, onClose }: { report: ContractReport; onClose: () => void }) {
  const uncounted = report.uncountedValues;
  return (
    <SavedReportDialog
      title="Contracts Report"
      description={`Saved for ${formatDate(report.reportDate)}. Download it to share, print or open in a spreadsheet.`}
      fileUrl={(format) => href(contractsEndpoints.reportFiles[format], { params: { id: report.id } })}
      onClose={onClose}
    >
      <dl className="grid grid-cols-2 gap-3">
        <ReportFigure term="Contracts">{report.contractsCount}</ReportFigure>
        <ReportFigure term="Active Contracts">{report.activeContracts}</ReportFigure>
        <ReportFigure term="Total Value" wide>
          {formatMoney(report.totalValue)}
        </ReportFigure>
      </dl>
      <p className="mt-4 text-sm text-slate-700">
        {uncounted > 0
          ? `The total adds the amount read from each contract's value; ${uncounted} ${uncounted === 1 ? "value holds" : "values hold"} no amount and ${uncounted === 1 ? "is" : "are"} not counted.`
          : "The total adds the amount read from each contract's value (1.5M counts as $1,500,000.00)."}
      </p>
    </SavedReportDialog>
  );
}
