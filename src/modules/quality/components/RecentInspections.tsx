import { ClipboardList, Eye } from "lucide-react";
import { formatDate } from "../../../web/lib/format.ts";
import { Button } from "../../../web/ui/button.tsx";
import { EmptyList, ListSkeleton, ListView, type ListQuery } from "../../../web/ui/list-states.tsx";
import type { PrimaryAction } from "../../../web/ui/page-header.tsx";
import { RecordCard } from "../../../web/ui/record-card.tsx";
import { RecordTable } from "../../../web/ui/record-table.tsx";
import { StatusBadge } from "../../../web/ui/status-badge.tsx";
import type { Inspection } from "../quality.contract.ts";
import { QUALITY_MSG } from "../quality.constants.ts";

const cell = "px-4 py-3";
const defects = (n: number) => `${n} ${n === 1 ? "defect" : "defects"}`;

function ViewDetails({ inspection, onView }: { inspection: Inspection; onView: (i: Inspection) => void }) {
  return (
    <Button type="button" variant="outline" size="sm" className="min-h-11 sm:min-h-9" onClick={() => onView(inspection)}>
      <Eye aria-hidden="true" />
      View Details<span className="sr-only">{` of ${inspection.title}`}</span>
    </Button>
  );
}

/** Recent Inspections (spec): the five newest, with location, inspector, date, status and defects. */
export function RecentInspections({ query, inspections, create, onView }: { query: ListQuery; inspections: readonly Inspection[]; create: PrimaryAction | null; onView: (i: Inspection) => void }) {
  return (
    <ListView
      query={query}
      count={inspections.length}
      errorTitle={QUALITY_MSG.fetchError}
      skeleton={<ListSkeleton label="Loading inspections" count={3} />}
      empty={
        <EmptyList icon={<ClipboardList />} title={QUALITY_MSG.noInspections} action={create} readOnlyText="Inspections your team records appear here.">
          Start an inspection with its checklist items, then record each item's result.
        </EmptyList>
      }
    >
      <RecordTable
        label="Recent Inspections"
        columns={["Inspection", "Location", "Inspector", "Date", "Status", "Defects"]}
        rows={inspections}
        cells={(i) => (
          <>
            <td className={`${cell} font-medium text-ink`}>{i.title}</td>
            <td className={cell}>{i.location}</td>
            <td className={cell}>{i.inspector?.fullName ?? "—"}</td>
            <td className={`${cell} tabular whitespace-nowrap`}>{formatDate(i.date)}</td>
            <td className={cell}>
              <StatusBadge set="inspection" status={i.status} />
            </td>
            <td className={`${cell} tabular`}>{i.defectsCount}</td>
            <td className={`${cell} text-right`}>
              <ViewDetails inspection={i} onView={onView} />
            </td>
          </>
        )}
        card={(i) => (
          <RecordCard level={3} title={i.title} subtitle={`${i.location} · ${formatDate(i.date)}`}>
            <div className="flex flex-wrap items-center gap-2">
              <StatusBadge set="inspection" status={i.status} />
              <span className="text-sm text-slate-700">{defects(i.defectsCount)}</span>
            </div>
            {i.inspector ? <p className="text-sm text-slate-700">{`Inspector: ${i.inspector.fullName}`}</p> : null}
            <ViewDetails inspection={i} onView={onView} />
          </RecordCard>
        )}
      />
    </ListView>
  );
}
