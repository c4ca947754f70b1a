import { savedReportInput } from "../../saved-reports/saved-reports.contract.ts";
import { certificationsLine, GenerateReportDialog } from "../../saved-reports/saved-reports.public.tsx";
import { ReportFigure } from "../../../web/ui/saved-report-dialog.tsx";
import type { QualityReport } from "../quality-report.contract.ts";
import { QUALITY_REPORT_FORMATS, QUALITY_REPORT_MSG } from "../quality-report.constants.ts";

const TEXTS = {
  title: "Generate Quality Report",
  description:
    "A saved report of the period's inspections, their figures and defects, and the certifications, to download as PDF, Excel or Word.",
  generated: QUALITY_REPORT_MSG.reportGenerated,
  error: QUALITY_REPORT_MSG.reportError,
};

/** Generate Quality Report (spec; decision 0030): the shared form, then the period's stat cards and the PDF, Excel and Word files (spec: pdf, excel, word). */
export function QualityReportDialog({ onClose }: { onClose: () => void }) {
  return (
    <GenerateReportDialog<QualityReport, (typeof QUALITY_REPORT_FORMATS)[number]>
      area="quality"
      schema={savedReportInput}
      texts={TEXTS}
      formats={QUALITY_REPORT_FORMATS}
      figures={({ summary: s }) => (
        <>
          <ReportFigure term="Total Inspections">{s.totalInspections}</ReportFigure>
          <ReportFigure term="Open Defects">{s.openDefects}</ReportFigure>
          <ReportFigure term="Pass Rate">{s.passRate === null ? "—" : `${s.passRate}%`}</ReportFigure>
          <ReportFigure term="Pending Reviews">{s.pendingReviews}</ReportFigure>
        </>
      )}
      note={(r) => `${certificationsLine(r)} The files add the inspections, Quality Metrics and Common Defects.`}
      onClose={onClose}
    />
  );
}
