import { savedReportInput } from "../../saved-reports/saved-reports.contract.ts";
import { certificationsLine, GenerateReportDialog } from "../../saved-reports/saved-reports.public.tsx";
import { ReportFigure } from "../../../web/ui/saved-report-dialog.tsx";
import type { SafetyReport } from "../safety-report.contract.ts";
import { SAFETY_REPORT_FORMATS, SAFETY_REPORT_MSG } from "../safety-report.constants.ts";

const TEXTS = {
  title: "Generate Safety Report",
  description:
    "A saved report of the period's incidents, the compliance checklist, certifications and the Safety Score, to download as PDF, Excel, CSV or Word.",
  generated: SAFETY_REPORT_MSG.reportGenerated,
  error: SAFETY_REPORT_MSG.reportError,
};

const percent = (n: number | null) => (n === null ? "—" : `${n}%`);

/** Generate Safety Report (spec; decision 0030): the shared form, then the Safety Score and incident figures and the PDF, XLSX, CSV and Word files. */
export function SafetyReportDialog({ onClose }: { onClose: () => void }) {
  return (
    <GenerateReportDialog<SafetyReport, (typeof SAFETY_REPORT_FORMATS)[number]>
      area="safety"
      schema={savedReportInput}
      texts={TEXTS}
      formats={SAFETY_REPORT_FORMATS}
      savedWith={(r) =>
        `${r.incidentCount.toLocaleString("en-US")} ${r.incidentCount === 1 ? "incident" : "incidents"}`
      }
      figures={(r) => (
        <>
          <ReportFigure term="Safety Score" wide>
            {percent(r.summary.safetyScore)}
          </ReportFigure>
          <ReportFigure term="Incidents in Period">{r.incidentCount}</ReportFigure>
          <ReportFigure term="Open Incidents">{r.summary.openIncidents}</ReportFigure>
          <ReportFigure term="Days Without Incident">{r.summary.daysWithoutIncident ?? "—"}</ReportFigure>
          <ReportFigure term="Compliance Rate">{percent(r.summary.complianceRate)}</ReportFigure>
        </>
      )}
      note={(r) =>
        `Open incidents, days without incident, compliance and the Safety Score are as of the report's day. ${certificationsLine(r)} The files add the incidents by severity, status and type, the checklist and the certifications.`
      }
      onClose={onClose}
    />
  );
}
