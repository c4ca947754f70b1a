import { formatDate, formatDateTime } from "../../../web/lib/format.ts";
import type { Incident } from "../safety.contract.ts";
import { INCIDENT_TYPE_LABELS, SEVERITY_LABELS } from "../safety.constants.ts";

/** How the screen names an incident: its type and where it happened. */
export const incidentTitle = (incident: Incident) => `${INCIDENT_TYPE_LABELS[incident.type]} at ${incident.location}`;

export const severityLabel = (incident: Incident) => SEVERITY_LABELS[incident.severity];

/** The day (and time, when known) it happened. */
export const incidentWhen = (incident: Incident) =>
  incident.time ? `${formatDate(incident.date)} ${incident.time}` : formatDate(incident.date);

export const reportedOn = (incident: Incident) => formatDateTime(incident.createdAt);
