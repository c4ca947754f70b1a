import { ClipboardList } from "lucide-react";
import { formatDate } from "../../../web/lib/format.ts";
import { EmptyList } from "../../../web/ui/list-states.tsx";
import type { PrimaryAction } from "../../../web/ui/page-header.tsx";
import { RecordCard } from "../../../web/ui/record-card.tsx";
import { RecordTable } from "../../../web/ui/record-table.tsx";
import { StatusBadge } from "../../../web/ui/status-badge.tsx";
import { ViewDetailsButton } from "../../../web/ui/view-details-button.tsx";
import type { Inspection } from "../quality.contract.ts";
import { QUALITY_MSG } from "../quality.constants.ts";

const cell = "px-4 py-3";
const defects = (n: number) => `${n} ${n === 1 ? "defect" : "defects"}`;

/** Inspections with their location, inspector, date, status and defects, each with View Details: a table from `md` up, cards on a phone. */
export function InspectionTable({
  label,
  inspections,
  onView,
}: {
  label: string;
  inspections: readonly Inspection[];
  onView: (i: Inspection) => void;
}) {
  return (
    <RecordTable
      label={label}
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
            <ViewDetailsButton name={i.title} onClick={() => onView(i)} />
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
          <ViewDetailsButton name={i.title} onClick={() => onView(i)} />
        </RecordCard>
      )}
    />
  );
}

/** No inspections yet (spec: "No inspections found."), with New Inspection for writers. */
export function NoInspections({ create }: { create: PrimaryAction | null }) {
  return (
    <EmptyList
      icon={<ClipboardList />}
      title={QUALITY_MSG.noInspections}
      action={create}
      readOnlyText="Inspections your team records appear here."
    >
      Start an inspection with its checklist items, then record each item's result.
    </EmptyList>
  );
}
