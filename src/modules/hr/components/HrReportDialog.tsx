import { formatDate } from "../../../web/lib/format.ts";
import { ReportFigure, SavedReportDialog } from "../../../web/ui/saved-report-dialog.tsx";
import type { HrReport } from "../hr.contract.ts";
import { EVENT_WINDOW_DAYS } from "../hr.constants.ts";
import { href } from "../../../shared/route.ts";
import { hrEndpoints } from "../hr.routes.ts";

/** The HR report just generated and saved: its figures, and its PDF, XLSX and CSV to download. */
export function HrReportDialog({ report, onClose }: { report: HrReport; onClose: () => void }) {
  const h = report.headcount;
  const employees = `${report.employeeCount.toLocaleString()} ${report.employeeCount === 1 ? "employee" : "employees"}`;
  return (
    <SavedReportDialog
      title="HR Report"
      description={`As of ${formatDate(report.reportDate)}. Saved with ${employees}; download it to share, print or open in a spreadsheet.`}
      fileUrl={(format) => href(hrEndpoints.reportFiles[format], { params: { id: report.id } })}
      onClose={onClose}
    >
      <dl className="grid grid-cols-2 gap-3">
        <ReportFigure term="Headcount" wide>
          {h.total}
        </ReportFigure>
        <ReportFigure term="Active">{h.active}</ReportFigure>
        <ReportFigure term="On Leave">{h.onLeave}</ReportFigure>
        <ReportFigure term="Certifications Expiring">{report.expiringCertifications}</ReportFigure>
        <ReportFigure term="Certifications Expired">{report.expiredCertifications}</ReportFigure>
      </dl>
      <p className="mt-4 text-sm text-slate-700">
        {`Headcount counts Active and On Leave employees. Expiring certifications are those due within ${EVENT_WINDOW_DAYS} days. The files add headcount by department and employment type, and the employee list without personal details.`}
      </p>
    </SavedReportDialog>
  );
}
