import { useState } from "react";
import { href } from "../../../shared/route.ts";
import { Dialog } from "../../../web/ui/dialog.tsx";
import { DownloadLink } from "../../../web/ui/download-link.tsx";
import { Field, Input } from "../../../web/ui/input.tsx";
import { RecordField } from "../../../web/ui/record-select.tsx";
import { useProjectOptions } from "../../projects/projects.public.tsx";
import { timeClockEndpoints } from "../time-clock.routes.ts";
import { CloseButton, isDay } from "./CloseButton.tsx";

/** Certified Payroll (WH-347, admins): a project's week in the form's layout, as PDF. */
export function CertifiedPayrollDialog({ week, onClose }: { week: string; onClose: () => void }) {
  const projects = useProjectOptions();
  const [choice, setChoice] = useState({ projectId: "", week });
  const ready = choice.projectId !== "" && isDay(choice.week);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Certified Payroll (WH-347)"
      description="A project's week of approved hours in the WH-347 layout."
      footer={
        <>
          <CloseButton onClose={onClose} />
          {ready ? (
            <DownloadLink
              href={href(timeClockEndpoints.certifiedPayrollPdf, { query: choice })}
              size="default"
              variant="default"
            >
              Download WH-347 (PDF)
            </DownloadLink>
          ) : null}
        </>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <RecordField
          label="Project"
          id="certified-payroll-project"
          value={choice.projectId}
          options={projects.data ?? []}
          current={null}
          loading={projects.isPending}
          loadingLabel="Loading projects…"
          noneLabel="Choose a project"
          onChange={(projectId) => setChoice((c) => ({ ...c, projectId }))}
        />
        <Field label="Week of" htmlFor="certified-payroll-week">
          <Input
            id="certified-payroll-week"
            type="date"
            value={choice.week}
            onChange={(e) => setChoice((c) => ({ ...c, week: e.target.value }))}
          />
        </Field>
      </div>
    </Dialog>
  );
}
