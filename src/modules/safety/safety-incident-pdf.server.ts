import { formatReportDate, formatReportTime, type ReportDocument } from "../../server/platform/report-document.ts";
import type { Incident } from "./safety.contract.ts";
import { INCIDENT_TYPE_LABELS, SEVERITY_LABELS } from "./safety.constants.ts";

/** `incident-2026-11-20-3f2a9c1e.pdf`: the day it happened and the start of its id (letters, digits and dashes only). */
export const incidentReportFileName = (incident: Pick<Incident, "id" | "date">) =>
  `incident-${incident.date}-${incident.id.replace(/[^A-Za-z0-9-]/g, "").slice(0, 8)}.pdf`;

const at = (iso: string | null) => (iso ? formatReportTime(new Date(iso)) : null);

/**
 * One incident's report (spec: certificate and incident-report downloads) as the shared renderer's document:
 * its people and photos counted, every field of the incident detail modal, the people involved, and when it
 * was reported, last resolved and closed (what the incident keeps of its status history).
 */
export function incidentReportDocument(incident: Incident, organizationName: string, now = new Date()): ReportDocument {
  const what = `${INCIDENT_TYPE_LABELS[incident.type]} at ${incident.location}`;
  const reporter = incident.reportedBy ? ` by ${incident.reportedBy.fullName}` : "";
  return {
    title: "Incident Report",
    organizationName,
    byline: `${what} · reported${reporter} on ${formatReportTime(new Date(incident.createdAt))} · made ${formatReportTime(now)}`,
    createdAt: now,
    figures: [
      { label: "People Involved", value: incident.involvedPersons.length, kind: "count" },
      { label: "Photos", value: incident.photos.length, kind: "count" },
    ],
    note: "The status history shows when the incident was reported and when it was last resolved and closed; a reopened incident keeps only its report.",
    tables: [
      {
        title: "Incident",
        columns: [{ header: "Field", width: 150 }, { header: "Details" }],
        rows: [
          ["Type", INCIDENT_TYPE_LABELS[incident.type]],
          ["Status", incident.status],
          ["Severity", SEVERITY_LABELS[incident.severity]],
          ["Date", formatReportDate(incident.date)],
          ["Time", incident.time],
          ["Location", incident.location],
          ["Description", incident.description],
          ["Witnesses", incident.witnesses],
          ["Immediate Actions", incident.immediateActions],
          ["Reported By", incident.reportedBy?.fullName ?? null],
          ["Reported At", at(incident.createdAt)],
        ],
        empty: "",
      },
      {
        title: "People Involved",
        columns: [
          { header: "Name", width: 150 },
          { header: "Role", width: 130 },
          { header: "Injury" },
          { header: "Treatment" },
        ],
        rows: incident.involvedPersons.map((p) => [p.name, p.role, p.injury, p.treatment]),
        empty: "No one named.",
      },
      {
        title: "Status History",
        columns: [{ header: "Status", width: 220 }, { header: "When" }],
        rows: [
          ["Reported (Under Investigation)", at(incident.createdAt)],
          ...(incident.resolvedAt ? [["Resolved", at(incident.resolvedAt)]] : []),
          ...(incident.closedAt ? [["Closed", at(incident.closedAt)]] : []),
        ],
        empty: "",
      },
    ],
  };
}
