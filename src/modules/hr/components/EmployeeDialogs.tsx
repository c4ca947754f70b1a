import { lazyDialog } from "../../../web/lib/lazy-dialog.tsx";
import { DeleteDialog } from "../../../web/ui/delete-dialog.tsx";
import type { Employee, HrReport } from "../hr.contract.ts";
import { employeeName, HR_MSG } from "../hr.constants.ts";
import { useDeleteEmployee } from "../hr-api.ts";
import { EmployeeDetailsDialog } from "./EmployeeDetailsDialog.tsx";
import { HrReportDialog } from "./HrReportDialog.tsx";

// The form loads with its schema when it is first needed (decision 0007).
const EmployeeFormDialog = lazyDialog(() => import("./EmployeeFormDialog.tsx"), "EmployeeFormDialog");

/** Which HR dialog is open, if any (one at a time). Details open by id, with the directory's copy when there is one. */
export type HrDialogState =
  | { kind: "create" }
  | { kind: "edit"; employee: Employee }
  | { kind: "details"; id: string; employee?: Employee }
  | { kind: "delete"; employee: Employee }
  | { kind: "report"; report: HrReport };

/** The dialogs of the HR screen (each gives focus back to what opened it). */
export function EmployeeDialogs({
  state,
  canWrite,
  onOpen,
  onClose,
}: {
  state: HrDialogState | null;
  canWrite: boolean;
  onOpen: (next: HrDialogState) => void;
  onClose: () => void;
}) {
  if (!state) return null;
  switch (state.kind) {
    case "create":
      return <EmployeeFormDialog onClose={onClose} />;
    case "edit":
      return <EmployeeFormDialog key={state.employee.id} employee={state.employee} onClose={onClose} />;
    case "details":
      return (
        <EmployeeDetailsDialog
          key={state.id}
          id={state.id}
          known={state.employee}
          canWrite={canWrite}
          onEdit={(employee) => onOpen({ kind: "edit", employee })}
          onClose={onClose}
        />
      );
    case "delete":
      return <DeleteEmployeeDialog key={state.employee.id} employee={state.employee} onClose={onClose} />;
    case "report":
      return <HrReportDialog report={state.report} onClose={onClose} />;
  }
}

/** The certifications go with the employee; a linked team member keeps their account. */
function DeleteEmployeeDialog({ employee, onClose }: { employee: Employee; onClose: () => void }) {
  return (
    <DeleteDialog
      title="Delete Employee"
      name={employeeName(employee)}
      consequence="Their certifications are deleted with them; a linked team member keeps their account. This cannot be undone."
      id={employee.id}
      remove={useDeleteEmployee()}
      messages={{ deleted: HR_MSG.deleted, error: HR_MSG.deleteError }}
      onClose={onClose}
    />
  );
}
