import type { PrimaryAction } from "../../../web/ui/page-header.tsx";
import { StatusListDialog, type StatusListTexts } from "../../../web/ui/status-list-dialog.tsx";
import type { Inspection } from "../quality.contract.ts";
import { INSPECTION_STATUSES, QUALITY_MSG } from "../quality.constants.ts";
import { useAllInspections } from "../quality-api.ts";
import { InspectionTable, NoInspections } from "./InspectionTable.tsx";

const TEXTS: StatusListTexts = {
  title: "All Inspections",
  description: "Every inspection of your organization, newest first.",
  noun: "inspections",
  errorTitle: QUALITY_MSG.fetchError,
};

/**
 * View All Inspections: every inspection, newest date first, a page at a time, of one status when chosen
 * (Passed, Failed, Pending, Needs Review); each opens its details, where its results are recorded.
 */
export function AllInspectionsDialog({
  create,
  onView,
  onClose,
}: {
  create: PrimaryAction | null;
  onView: (i: Inspection) => void;
  onClose: () => void;
}) {
  return (
    <StatusListDialog
      texts={TEXTS}
      statuses={INSPECTION_STATUSES}
      useList={useAllInspections}
      rowsOf={(page) => page.inspections}
      empty={<NoInspections create={create} />}
      onClose={onClose}
    >
      {(inspections) => <InspectionTable label={TEXTS.title} inspections={inspections} onView={onView} />}
    </StatusListDialog>
  );
}
