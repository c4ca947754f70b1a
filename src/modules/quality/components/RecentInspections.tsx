import { ListSkeleton, ListView, type ListQuery } from "../../../web/ui/list-states.tsx";
import type { PrimaryAction } from "../../../web/ui/page-header.tsx";
import type { Inspection } from "../quality.contract.ts";
import { QUALITY_MSG } from "../quality.constants.ts";
import { InspectionTable, NoInspections } from "./InspectionTable.tsx";

/** Recent Inspections (spec): the five newest, with location, inspector, date, status and defects. */
export function RecentInspections({
  query,
  inspections,
  create,
  onView,
}: {
  query: ListQuery;
  inspections: readonly Inspection[];
  create: PrimaryAction | null;
  onView: (i: Inspection) => void;
}) {
  return (
    <ListView
      query={query}
      count={inspections.length}
      errorTitle={QUALITY_MSG.fetchError}
      skeleton={<ListSkeleton label="Loading inspections" count={3} />}
      empty={<NoInspections create={create} />}
    >
      <InspectionTable label="Recent Inspections" inspections={inspections} onView={onView} />
    </ListView>
  );
}
