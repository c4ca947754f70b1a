import { certificationRoutesOf } from "../certifications/certifications.routes.ts";
import type { Deleted } from "../../shared/contracts/common.ts";
import { savedReportRoutesOf } from "../saved-reports/saved-reports.routes.ts";
import { href, route } from "../../shared/route.ts";
import type { QualityReport } from "./quality-report.contract.ts";
import { QUALITY_REPORT_FORMATS } from "./quality-report.constants.ts";
import type {
  Inspection,
  InspectionInput,
  InspectionList,
  InspectionListQuery,
  InspectionResultsInput,
  QualitySummary,
  TodayQuery,
} from "./quality.contract.ts";

/**
 * The quality module's routes (decision 0047): the server registers them, the browser calls them. Nothing heavier
 * than strings at run time, so the app may ask for a page's first data while its code loads (`firstRequests`).
 */
export const qualityEndpoints = {
  /** The stat cards, metrics, common defects and Recent Inspections as of the caller's today. */
  summary: route("GET", "/api/quality/summary").with<{ query: TodayQuery; answer: QualitySummary }>(),
  /** View All Inspections: a page, newest date first, of one status when given. */
  inspections: route("GET", "/api/quality/inspections").with<{ query: InspectionListQuery; answer: InspectionList }>(),
  inspection: route("GET", "/api/quality/inspections/:id").with<{ answer: Inspection }>(),
  createInspection: route("POST", "/api/quality/inspections").with<{ body: InspectionInput; answer: Inspection }>(),
  recordResults: route("PUT", "/api/quality/inspections/:id/results").with<{
    body: InspectionResultsInput;
    answer: Inspection;
  }>(),
  deleteInspection: route("DELETE", "/api/quality/inspections/:id").with<{ answer: Deleted }>(),
  certifications: certificationRoutesOf("quality"),
  reports: savedReportRoutesOf<QualityReport>("quality", QUALITY_REPORT_FORMATS),
};

/** What /dashboard/quality asks for first: the summary and the certifications (spec: by expiry date). */
export function qualityFirstRequests(_rest: string, _search: URLSearchParams, today: string): string[] {
  return [
    href(qualityEndpoints.summary, { query: { today } }),
    href(qualityEndpoints.certifications.list, { query: { today } }),
  ];
}
