import { savedReportRoutes } from "../saved-reports/saved-reports.public.server.ts";
import { qualityReport } from "./quality-report.contract.ts";
import { QUALITY_REPORT_FORMATS } from "./quality-report.constants.ts";
import { qualityReportDocument } from "./quality-report-files.server.ts";
import { qualityReportStore } from "./quality-reports.queries.ts";

/** Generate Quality Report and its files (decision 0030), registered inside the quality plugin (its plan gate and viewer hook apply). */
export const qualityReportRoutes = savedReportRoutes({
  area: "quality",
  store: qualityReportStore,
  report: qualityReport,
  summary:
    "Generate and save a quality report of a period (title, start and end date required): its inspections with the stat cards, metrics and common defects computed over them, and the certifications with their standing as of the caller's today",
  formats: QUALITY_REPORT_FORMATS,
  document: qualityReportDocument,
});
