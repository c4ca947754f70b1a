import { FileChartColumn, Plus, Users } from "lucide-react";
import { useCanWrite } from "../../web/lib/use-can-write.ts";
import { useDialogState } from "../../web/lib/use-dialog-state.ts";
import { useDocumentTitle } from "../../web/lib/use-document-title.ts";
import { Button } from "../../web/ui/button.tsx";
import { EmptyList, ListSkeleton, ListView, NoMatches } from "../../web/ui/list-states.tsx";
import { PageHeader, PrimaryActionButton } from "../../web/ui/page-header.tsx";
import { toast } from "../../web/ui/toast.tsx";
import { HR_MSG } from "./hr.constants.ts";
import { NO_DIRECTORY_FILTERS } from "./hr.filters.ts";
import { useEmployeeList, useGenerateHrReport } from "./hr-api.ts";
import { DirectoryFilterBar } from "./components/DirectoryFilterBar.tsx";
import { EmployeeDialogs, type HrDialogState } from "./components/EmployeeDialogs.tsx";
import { EmployeeList, type EmployeeActions } from "./components/EmployeeList.tsx";
import { UpcomingEvents } from "./components/UpcomingEvents.tsx";
import { useDirectoryFilters } from "./components/use-directory-filters.ts";

/** /dashboard/hr (spec: HR): the employee directory, upcoming events, Add Employee and Generate HR Report. */
export function HrHomePage() {
  useDocumentTitle("HR");
  const canWrite = useCanWrite();
  const [filters, setFilters] = useDirectoryFilters();
  const list = useEmployeeList(filters);
  const dialog = useDialogState<HrDialogState>();
  const report = useGenerateHrReport();

  const employees = list.data?.pages.flatMap((p) => p.employees) ?? [];
  const filtered = Object.values(filters).some((v) => v !== "");
  const addEmployee = canWrite
    ? { label: "Add Employee", icon: <Plus aria-hidden="true" />, onClick: () => dialog.open({ kind: "create" }) }
    : null;
  const generate = () =>
    report.mutate(undefined, {
      onSuccess: (saved) => {
        toast.success(HR_MSG.reportGenerated);
        dialog.open({ kind: "report", report: saved });
      },
      onError: (err) => toast.error(HR_MSG.reportError, err.message),
    });
  const actions: EmployeeActions = {
    onView: (employee) => dialog.open({ kind: "details", id: employee.id, employee }),
    onEdit: (employee) => dialog.open({ kind: "edit", employee }),
    onDelete: (employee) => dialog.open({ kind: "delete", employee }),
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="HR"
        description="Your people: the employee directory, certifications to renew, anniversaries and start dates."
        actions={
          addEmployee ? (
            <>
              <Button
                type="button"
                variant="outline"
                onClick={generate}
                disabled={report.isPending}
                aria-busy={report.isPending || undefined}
              >
                <FileChartColumn aria-hidden="true" />
                {report.isPending ? "Generating…" : "Generate HR Report"}
              </Button>
              <PrimaryActionButton action={addEmployee} />
            </>
          ) : null
        }
      />

      <UpcomingEvents
        onOpenEmployee={(id) => dialog.open({ kind: "details", id, employee: employees.find((e) => e.id === id) })}
      />

      <section aria-labelledby="hr-directory-heading" className="space-y-4">
        <h2 id="hr-directory-heading" className="text-lg font-semibold text-ink">
          Employee Directory
        </h2>
        <DirectoryFilterBar filters={filters} onChange={setFilters} />
        <ListView
          query={list}
          count={employees.length}
          errorTitle={HR_MSG.fetchError}
          skeleton={<ListSkeleton label="Loading employees" />}
          empty={
            filtered ? (
              <NoMatches title="No employees match" onClear={() => setFilters(NO_DIRECTORY_FILTERS)}>
                No employee matches these filters. Try another search or fewer filters.
              </NoMatches>
            ) : (
              <EmptyList
                icon={<Users />}
                title="No employees yet"
                action={addEmployee}
                readOnlyText="When your team adds employees, they appear here."
              >
                Add your employees with their position, department and certifications to see who is expiring,
                celebrating or starting soon.
              </EmptyList>
            )
          }
        >
          <EmployeeList employees={employees} busy={list.isPlaceholderData} canWrite={canWrite} actions={actions} />
        </ListView>
      </section>

      <EmployeeDialogs state={dialog.state} canWrite={canWrite} onOpen={dialog.open} onClose={dialog.close} />
    </div>
  );
}
