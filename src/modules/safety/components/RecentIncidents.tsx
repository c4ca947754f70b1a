import { ListSkeleton, ListView, type ListQuery } from "../../../web/ui/list-states.tsx";
import type { PrimaryAction } from "../../../web/ui/page-header.tsx";
import type { Incident } from "../safety.contract.ts";
import { SAFETY_MSG } from "../safety.constants.ts";
import { IncidentTable, NoIncidents } from "./IncidentTable.tsx";

/** Recent Safety Records (spec): the five newest incidents, with their type, location, severity, status, description and reported date. */
export function RecentIncidents({
  query,
  incidents,
  report,
  onView,
}: {
  query: ListQuery;
  incidents: readonly Incident[];
  report: PrimaryAction | null;
  onView: (incident: Incident) => void;
}) {
  return (
    <ListView
      query={query}
      count={incidents.length}
      errorTitle={SAFETY_MSG.fetchError}
      skeleton={<ListSkeleton label="Loading safety records" count={3} />}
      empty={<NoIncidents report={report} />}
    >
      <IncidentTable label="Recent Safety Records" incidents={incidents} onView={onView} />
    </ListView>
  );
}
