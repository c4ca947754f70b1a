import type { PrimaryAction } from "../../../web/ui/page-header.tsx";
import { StatusListDialog, type StatusListTexts } from "../../../web/ui/status-list-dialog.tsx";
import type { Incident } from "../safety.contract.ts";
import { INCIDENT_STATUSES, SAFETY_MSG } from "../safety.constants.ts";
import { useAllIncidents } from "../safety-api.ts";
import { IncidentTable, NoIncidents } from "./IncidentTable.tsx";

const TEXTS: StatusListTexts = {
  title: "All Incidents",
  description: "Every incident reported in your organization, newest first.",
  noun: "incidents",
  errorTitle: SAFETY_MSG.fetchError,
};

/**
 * View All Incidents: every incident, newest date first, a page at a time, of one status when chosen (Under
 * Investigation, Resolved, Closed); each opens its details, where an open one is moved on.
 */
export function AllIncidentsDialog({
  report,
  onView,
  onClose,
}: {
  report: PrimaryAction | null;
  onView: (incident: Incident) => void;
  onClose: () => void;
}) {
  return (
    <StatusListDialog
      texts={TEXTS}
      statuses={INCIDENT_STATUSES}
      useList={useAllIncidents}
      rowsOf={(page) => page.incidents}
      empty={<NoIncidents report={report} />}
      onClose={onClose}
    >
      {(incidents) => <IncidentTable label={TEXTS.title} incidents={incidents} onView={onView} />}
    </StatusListDialog>
  );
}
