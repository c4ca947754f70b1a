import { formatDate } from "../../../web/lib/format.ts";
import { ReportFigure, SavedReportDialog } from "../../../web/ui/saved-report-dialog.tsx";
import type { ProcurementReport } from "../procurement.contract.ts";
import { href } from "../../../shared/route.ts";
import { procurementEndpoints } from "../procurement.routes.ts";
import { formatCents } from "../../../web/lib/format.ts";

/** Generate Report (spec): the saved inventory report's figures and its PDF, XLSX and CSV. */
export function InventoryReportDialog({ report, onClose }: { report: ProcurementReport; onClose: () => void }) {
  const s = report.summary;
  return (
    <SavedReportDialog
      title="Inventory Report"
      description={`The inventory as of ${formatDate(report.reportDate)}, with its open purchase orders. Download it to share, print or open in a spreadsheet.`}
      fileUrl={(format) => href(procurementEndpoints.reportFiles[format], { params: { id: report.id } })}
      onClose={onClose}
    >
      <dl className="grid grid-cols-2 gap-3">
        <ReportFigure term="Items">{s.itemCount.toLocaleString("en-US")}</ReportFigure>
        <ReportFigure term="Stock Value">{formatCents(s.stockValueCents)}</ReportFigure>
        <ReportFigure term="Low Stock">{s.lowStockCount.toLocaleString("en-US")}</ReportFigure>
        <ReportFigure term="Out of Stock">{s.outOfStockCount.toLocaleString("en-US")}</ReportFigure>
        <ReportFigure term={`Open Orders (${s.openOrderCount.toLocaleString("en-US")})`} wide>
          {formatCents(s.openOrderValueCents)}
        </ReportFigure>
      </dl>
    </SavedReportDialog>
  );
}
