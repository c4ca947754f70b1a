import { savedReportRoutes } from "../saved-reports/saved-reports.public.server.ts";
import { safetyReport } from "./safety-report.contract.ts";
import { SAFETY_REPORT_FORMATS } from "./safety-report.constants.ts";
import { safetyReportCsv, safetyReportDocument } from "./safety-report-files.server.ts";
import { safetyReportStore } from "./safety-reports.queries.ts";

/**
 * Generate Safety Report and its files (decision 0030), registered inside the safety plugin (its plan gate and its
 * hook refusing a viewer's write before the body is read apply).
 */
export const safetyReportRoutes = savedReportRoutes({
  area: "safety",
  store: safetyReportStore,
  report: safetyReport,
  summary:
    "Generate and save a safety report of a period (title, start and end date required): its incidents counted by severity, status and type, the compliance checklist, the certifications with their standing, and the stat cards with the Safety Score as of the caller's today",
  formats: SAFETY_REPORT_FORMATS,
  csv: { lists: "incident list", build: safetyReportCsv },
  document: safetyReportDocument,
});
