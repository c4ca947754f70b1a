import { Eye, Pencil, Trash2 } from "lucide-react";
import { formatDate } from "../../../web/lib/format.ts";
import { ActionsMenu } from "../../../web/ui/actions-menu.tsx";
import { RecordTable } from "../../../web/ui/record-table.tsx";
import type { Employee } from "../hr.contract.ts";
import { employeeName } from "../hr.constants.ts";
import { StatusBadge } from "../../../web/ui/status-badge.tsx";
import { RecordCard } from "../../../web/ui/record-card.tsx";

export type EmployeeActions = {
  onView: (e: Employee) => void;
  onEdit: (e: Employee) => void;
  onDelete: (e: Employee) => void;
};

/** The employee's name, opening their details. */
function NameButton({ e, onView }: { e: Employee; onView: (e: Employee) => void }) {
  return (
    <button
      type="button"
      className="text-left font-medium text-brand underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand"
      onClick={() => onView(e)}
    >
      {employeeName(e)}
    </button>
  );
}

/** Writers' actions on an employee, in one menu; viewers open the details from the name. */
function RowActions({ e, canWrite, actions }: { e: Employee; canWrite: boolean; actions: EmployeeActions }) {
  if (!canWrite) return null;
  return (
    <ActionsMenu
      label={`Actions for ${employeeName(e)}`}
      actions={[
        { label: "View Details", icon: <Eye aria-hidden="true" />, onSelect: () => actions.onView(e) },
        { label: "Edit", icon: <Pencil aria-hidden="true" />, onSelect: () => actions.onEdit(e) },
        {
          label: "Delete",
          icon: <Trash2 aria-hidden="true" />,
          onSelect: () => actions.onDelete(e),
          destructive: true,
        },
      ]}
    />
  );
}

/** The employee directory (spec): a table from `md` up, cards on a phone; viewers see no write actions. */
export function EmployeeList({
  employees,
  busy,
  canWrite,
  actions,
}: {
  employees: Employee[];
  busy: boolean;
  canWrite: boolean;
  actions: EmployeeActions;
}) {
  return (
    <RecordTable
      label="Employees"
      busy={busy}
      columns={["Name", "Position", "Department", "Status", "Start Date"]}
      rows={employees}
      cells={(e) => (
        <>
          <td className="max-w-72 px-4 py-3">
            <NameButton e={e} onView={actions.onView} />
            <p className="break-words text-xs text-muted">{e.email}</p>
          </td>
          <td className="max-w-56 break-words px-4 py-3 text-slate-700">{e.position}</td>
          <td className="px-4 py-3 text-slate-700">{e.department}</td>
          <td className="px-4 py-3">
            <StatusBadge set="employee" status={e.status} />
          </td>
          <td className="whitespace-nowrap px-4 py-3 text-slate-700">{formatDate(e.startDate)}</td>
          <td className="px-4 py-3 text-right">
            <RowActions e={e} canWrite={canWrite} actions={actions} />
          </td>
        </>
      )}
      card={(e) => <EmployeeCard e={e} canWrite={canWrite} actions={actions} />}
    />
  );
}

function EmployeeCard({ e, canWrite, actions }: { e: Employee; canWrite: boolean; actions: EmployeeActions }) {
  return (
    <RecordCard
      level={3}
      title={<NameButton e={e} onView={actions.onView} />}
      subtitle={`${e.position} · ${e.department}`}
      actions={<RowActions e={e} canWrite={canWrite} actions={actions} />}
    >
      <p className="break-all text-sm text-muted">{e.email}</p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm text-slate-700">Since {formatDate(e.startDate)}</span>
        <StatusBadge set="employee" status={e.status} />
      </div>
    </RecordCard>
  );
}
