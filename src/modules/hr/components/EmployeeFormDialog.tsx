import { canManage } from "../../../shared/roles.ts";
import { useSession } from "../../../web/lib/session.tsx";
import { useRecordForm } from "../../../web/lib/use-record-form.ts";
import { FormDialog } from "../../../web/ui/form-dialog.tsx";
import type { Employee } from "../hr.contract.ts";
import { HR_MSG } from "../hr.constants.ts";
import { useSaveEmployee } from "../hr-api.ts";
import { employeeForm, initialValues } from "./employee-form.ts";
import { EmployeeFormFields } from "./EmployeeFormFields.tsx";

/**
 * Add Employee (spec) and its edit: the seven required fields checked with the required-fields message (a Validation Error toast)
 * first, then the schema the server uses; the certifications are saved with the employee; a failed save keeps
 * everything typed.
 */
export function EmployeeFormDialog({ employee, onClose }: { employee?: Employee; onClose: () => void }) {
  const form = useRecordForm(employeeForm, initialValues(employee), { missing: HR_MSG.missingFields });
  const save = useSaveEmployee();
  const editing = employee !== undefined;
  // Pay is an admin's (the server answers and keeps it so too).
  const role = useSession().session?.organization?.role;
  const showPay = role !== undefined && canManage(role);

  const submit = form.handleSubmit(
    (input) =>
      save.mutate(
        { id: employee?.id, input },
        form.saveCallbacks(
          editing
            ? { saved: HR_MSG.updated, failed: HR_MSG.updateError }
            : { saved: HR_MSG.created, failed: HR_MSG.createError },
          onClose,
        ),
      ),
    save.isPending,
  );

  return (
    <FormDialog
      id="employee-form"
      size="xl"
      mode={editing ? "edit" : "create"}
      noun="Employee"
      verb="Add"
      description={
        editing
          ? "Change this employee's details, employment and qualifications."
          : "Add someone to the employee directory."
      }
      busy={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <EmployeeFormFields form={form} showPay={showPay} />
    </FormDialog>
  );
}
