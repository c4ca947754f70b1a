/** The safety module's business rules, as pure functions (both sides use them). Dates are `YYYY-MM-DD`. */
import { dayNumber } from "../../shared/calendar.ts";
import {
  CLOSED_INCIDENT_STATUSES,
  INCIDENT_STATUSES,
  NEXT_INCIDENT_STATUSES,
  type IncidentStatus,
} from "./safety.constants.ts";

/** Whether an incident may move from one status to another (safety.constants.ts: NEXT_INCIDENT_STATUSES). */
export const canMoveIncident = (from: IncidentStatus, to: IncidentStatus): boolean =>
  NEXT_INCIDENT_STATUSES[from].includes(to);

/** The statuses an incident may be moved to `to` from (what the update's condition allows). */
export const statusesMovableTo = (to: IncidentStatus): IncidentStatus[] =>
  INCIDENT_STATUSES.filter((from) => canMoveIncident(from, to));

/** Spec: open incidents are those not Resolved or Closed. */
export const isOpenIncident = (status: IncidentStatus): boolean => !CLOSED_INCIDENT_STATUSES.includes(status);

/** Days since the newest incident's date (0 on its day, or when it is dated after today); null when none is recorded. */
export function daysWithoutIncident(lastIncidentDate: string | null, today: string): number | null {
  if (lastIncidentDate === null) return null;
  return Math.max(0, dayNumber(today) - dayNumber(lastIncidentDate));
}

/** Compliant items of all, as a rounded percent (half up); null without items. */
export function complianceRate(compliant: number, total: number): number | null {
  if (total <= 0) return null;
  return Math.round((Math.min(compliant, total) * 100) / total);
}
