import { certificationRoutesOf } from "../certifications/certifications.routes.ts";
import type { Deleted } from "../../shared/contracts/common.ts";
import { savedReportRoutesOf } from "../saved-reports/saved-reports.routes.ts";
import { href, route } from "../../shared/route.ts";
import type { SafetyReport } from "./safety-report.contract.ts";
import { SAFETY_REPORT_FORMATS } from "./safety-report.constants.ts";
import type {
  Checklist,
  ChecklistCheckInput,
  ChecklistItem,
  ChecklistItemInput,
  Incident,
  IncidentInput,
  IncidentList,
  IncidentListQuery,
  IncidentStatusInput,
  SafetySummary,
  TodayQuery,
} from "./safety.contract.ts";

/**
 * The safety module's routes (decision 0047): the server registers them, the browser calls them. Nothing heavier
 * than strings at run time, so the app may ask for a page's first data while its code loads (`firstRequests`).
 */
export const safetyEndpoints = {
  /** The stat cards and Recent Safety Records as of the caller's today. */
  summary: route("GET", "/api/safety/summary").with<{ query: TodayQuery; answer: SafetySummary }>(),
  /** View All Incidents: a page, newest date first, of one status when given. */
  incidents: route("GET", "/api/safety/incidents").with<{ query: IncidentListQuery; answer: IncidentList }>(),
  incident: route("GET", "/api/safety/incidents/:id").with<{ answer: Incident }>(),
  /** The incident's report: a PDF, linked to, not read. */
  incidentPdf: route("GET", "/api/safety/incidents/:id/pdf").with<{ answer: void }>(),
  /** Report Incident: 201 with the new one, or 200 with the one already reported under the same clientKey. */
  reportIncident: route("POST", "/api/safety/incidents").with<{ body: IncidentInput; answer: Incident }>(),
  moveIncident: route("POST", "/api/safety/incidents/:id/status").with<{
    body: IncidentStatusInput;
    answer: Incident;
  }>(),
  checklist: route("GET", "/api/safety/checklist").with<{ answer: Checklist }>(),
  addChecklistItem: route("POST", "/api/safety/checklist").with<{ body: ChecklistItemInput; answer: ChecklistItem }>(),
  renameChecklistItem: route("PUT", "/api/safety/checklist/:id").with<{
    body: ChecklistItemInput;
    answer: ChecklistItem;
  }>(),
  checkChecklistItem: route("PUT", "/api/safety/checklist/:id/check").with<{
    body: ChecklistCheckInput;
    answer: ChecklistItem;
  }>(),
  deleteChecklistItem: route("DELETE", "/api/safety/checklist/:id").with<{ answer: Deleted }>(),
  certifications: certificationRoutesOf("safety"),
  reports: savedReportRoutesOf<SafetyReport>("safety", SAFETY_REPORT_FORMATS),
};

/** What /dashboard/safety asks for first: the summary, the checklist and the certifications (spec: by expiry date). */
export function safetyFirstRequests(_rest: string, _search: URLSearchParams, today: string): string[] {
  return [
    href(safetyEndpoints.summary, { query: { today } }),
    href(safetyEndpoints.checklist, {}),
    href(safetyEndpoints.certifications.list, { query: { today } }),
  ];
}
