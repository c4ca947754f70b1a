import { Eye, ShieldAlert } from "lucide-react";
import { Button } from "../../../web/ui/button.tsx";
import { EmptyList, ListSkeleton, ListView, type ListQuery } from "../../../web/ui/list-states.tsx";
import type { PrimaryAction } from "../../../web/ui/page-header.tsx";
import { RecordCard } from "../../../web/ui/record-card.tsx";
import { RecordTable } from "../../../web/ui/record-table.tsx";
import { StatusBadge } from "../../../web/ui/status-badge.tsx";
import { formatDate } from "../../../web/lib/format.ts";
import type { Incident } from "../safety.contract.ts";
import { INCIDENT_TYPE_LABELS, SAFETY_MSG } from "../safety.constants.ts";
import { incidentTitle } from "./safety-format.ts";
import { SeverityBadge } from "./SeverityBadge.tsx";

const cell = "px-4 py-3";

function ViewDetails({ incident, onView }: { incident: Incident; onView: (incident: Incident) => void }) {
  return (
    <Button type="button" variant="outline" size="sm" className="min-h-11 sm:min-h-9" onClick={() => onView(incident)}>
      <Eye aria-hidden="true" />
      View Details<span className="sr-only">{` of ${incidentTitle(incident)}`}</span>
    </Button>
  );
}

/** Recent Safety Records (spec): the five newest incidents, with their type, location, severity, status, description and reported date. */
export function RecentIncidents({ query, incidents, report, onView }: { query: ListQuery; incidents: readonly Incident[]; report: PrimaryAction | null; onView: (incident: Incident) => void }) {
  return (
    <ListView
      query={query}
      count={incidents.length}
      errorTitle={SAFETY_MSG.fetchError}
      skeleton={<ListSkeleton label="Loading safety records" count={3} />}
      empty={
        <EmptyList icon={<ShieldAlert />} title={SAFETY_MSG.noRecords} action={report} readOnlyText="Incidents your team reports appear here.">
          Report an incident when something happens on site: who was involved, what was done, with photos.
        </EmptyList>
      }
    >
      <RecordTable
        label="Recent Safety Records"
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
              <ViewDetails incident={incident} onView={onView} />
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
            <ViewDetails incident={incident} onView={onView} />
          </RecordCard>
        )}
      />
    </ListView>
  );
}
