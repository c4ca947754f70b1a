import { useState } from "react";
import { formatCents, formatDate } from "../../../web/lib/format.ts";
import { useRecordForm } from "../../../web/lib/use-record-form.ts";
import { FormDialog } from "../../../web/ui/form-dialog.tsx";
import { Field, Input } from "../../../web/ui/input.tsx";
import { ReportFigure, SavedReportDialog } from "../../../web/ui/saved-report-dialog.tsx";
import { ProjectField } from "../../projects/projects.public.tsx";
import type { FinanceReport } from "../finance.contract.ts";
import { FINANCE_MSG } from "../finance.constants.ts";
import { href } from "../../../shared/route.ts";
import { financeEndpoints } from "../finance.routes.ts";
import { useGenerateFinanceReport } from "../finance-api.ts";
import { reportForm, reportInitialValues } from "./report-form.ts";

/** Generate Report (spec): choose a period and project, then the saved report's figures and its three files. */
export function ReportDialog({
  filters,
  onClose,
}: {
  filters: { from: string; to: string; project: string };
  onClose: () => void;
}) {
  const [saved, setSaved] = useState<FinanceReport | null>(null);
  return saved ? (
    <SavedReport report={saved} onClose={onClose} />
  ) : (
    <ReportForm filters={filters} onSaved={setSaved} onClose={onClose} />
  );
}

function ReportForm({
  filters,
  onSaved,
  onClose,
}: {
  filters: { from: string; to: string; project: string };
  onSaved: (r: FinanceReport) => void;
  onClose: () => void;
}) {
  const form = useRecordForm(reportForm, reportInitialValues(filters));
  const generate = useGenerateFinanceReport();
  const submit = form.handleSubmit(
    (input) =>
      generate.mutate(
        input,
        form.saveCallbacks({ saved: FINANCE_MSG.reportGenerated, failed: FINANCE_MSG.reportError }, onSaved),
      ),
    generate.isPending,
  );
  const { values, errors, setValue, idOf, field, control } = form;
  return (
    <FormDialog
      id="finance-report-form"
      title="Generate Report"
      description="A saved report of the period and project you choose (leave them empty for everything), to download as PDF, XLSX or CSV."
      submitLabel="Generate Report"
      busyLabel="Generating…"
      busy={generate.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="From" {...field("from")}>
          <Input {...control("from")} type="date" max={values.to || undefined} />
        </Field>
        <Field label="To" {...field("to")}>
          <Input {...control("to")} type="date" min={values.from || undefined} />
        </Field>
        <div className="sm:col-span-2">
          <ProjectField
            id={idOf("projectId")}
            value={values.projectId}
            current={null}
            error={errors.projectId}
            failedHint="Projects could not be loaded: the report covers all of them."
            onChange={(id) => setValue("projectId", id)}
          />
        </div>
      </div>
    </FormDialog>
  );
}

/** What the report covers, in words. */
function coverage(r: FinanceReport): string {
  const period =
    r.from && r.to
      ? `${formatDate(r.from)} – ${formatDate(r.to)}`
      : r.from
        ? `From ${formatDate(r.from)}`
        : r.to
          ? `Until ${formatDate(r.to)}`
          : "All dates";
  return `${period} · ${r.project ? `Project: ${r.project.name}` : "All projects"}`;
}

function SavedReport({ report, onClose }: { report: FinanceReport; onClose: () => void }) {
  const s = report.summary;
  const count = `${report.transactionCount.toLocaleString("en-US")} ${report.transactionCount === 1 ? "transaction" : "transactions"}`;
  return (
    <SavedReportDialog
      title="Finance Report"
      description={`${coverage(report)}. Saved with ${count}; download it to share, print or open in a spreadsheet.`}
      fileUrl={(format) => href(financeEndpoints.reportFiles[format], { params: { id: report.id } })}
      onClose={onClose}
    >
      <dl className="grid grid-cols-2 gap-3">
        <ReportFigure term="Income">{formatCents(s.incomeCents)}</ReportFigure>
        <ReportFigure term="Expenses">{formatCents(s.expensesCents)}</ReportFigure>
        <ReportFigure term="Net">{formatCents(s.netCents)}</ReportFigure>
        <ReportFigure term={`Pending (${s.pendingCount})`}>{formatCents(s.pendingCents)}</ReportFigure>
      </dl>
    </SavedReportDialog>
  );
}
