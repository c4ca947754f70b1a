import { ShieldAlert } from "lucide-react";
import { formatDate } from "../../../web/lib/format.ts";
import { EmptyList } from "../../../web/ui/list-states.tsx";
import type { PrimaryAction } from "../../../web/ui/page-header.tsx";
import { RecordCard } from "../../../web/ui/record-card.tsx";
import { RecordTable } from "../../../web/ui/record-table.tsx";
import { StatusBadge } from "../../../web/ui/status-badge.tsx";
import { ViewDetailsButton } from "../../../web/ui/view-details-button.tsx";
import type { Incident } from "../safety.contract.ts";
import { INCIDENT_TYPE_LABELS, SAFETY_MSG } from "../safety.constants.ts";
import { incidentTitle } from "./safety-format.ts";
import { SeverityBadge } from "./SeverityBadge.tsx";

const cell = "px-4 py-3";

/** Incidents with their type, location, severity, status, description and reported date, each with View Details: a table from `md` up, cards on a phone. */
export function IncidentTable({
  label,
  incidents,
  onView,
}: {
  label: string;
  incidents: readonly Incident[];
  onView: (incident: Incident) => void;
}) {
  return (
    <RecordTable
      label={label}
      columns={["Type", "Location", "Severity", "Status", "Description", "Reported"]}
      rows={incidents}
      cells={(incident) => (
        <>
          <td className={`${cell} font-medium text-ink`}>{INCIDENT_TYPE_LABELS[incident.type]}</td>
          <td className={cell}>{incident.location}</td>
          <td className={cell}>
            <SeverityBadge severity={incident.severity} />
          </td>
          <td className={cell}>
            <StatusBadge set="incident" status={incident.status} />
          </td>
          <td className={`${cell} max-w-xs`}>
            <p className="line-clamp-2 break-words">{incident.description}</p>
          </td>
          <td className={`${cell} tabular whitespace-nowrap`}>{formatDate(incident.date)}</td>
          <td className={`${cell} text-right`}>
            <ViewDetailsButton name={incidentTitle(incident)} onClick={() => onView(incident)} />
          </td>
        </>
      )}
      card={(incident) => (
        <RecordCard level={3} title={incidentTitle(incident)} subtitle={`Reported ${formatDate(incident.date)}`}>
          <div className="flex flex-wrap gap-2">
            <SeverityBadge severity={incident.severity} />
            <StatusBadge set="incident" status={incident.status} />
          </div>
          <p className="line-clamp-3 break-words text-sm text-slate-700">{incident.description}</p>
          <ViewDetailsButton name={incidentTitle(incident)} onClick={() => onView(incident)} />
        </RecordCard>
      )}
    />
  );
}

/** No incidents yet (spec: "No recent safety records found."), with Report Incident for writers. */
export function NoIncidents({ report }: { report: PrimaryAction | null }) {
  return (
    <EmptyList
      icon={<ShieldAlert />}
      title={SAFETY_MSG.noRecords}
      action={report}
      readOnlyText="Incidents your team reports appear here."
    >
      Report an incident when something happens on site: who was involved, what was done, with photos.
    </EmptyList>
  );
}
