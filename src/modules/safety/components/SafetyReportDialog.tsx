import { useState } from "react";
import type { FormSpec, FormValues } from "../../../web/lib/form-check.ts";
import { formatDate, localToday } from "../../../web/lib/format.ts";
import { useRecordForm } from "../../../web/lib/use-record-form.ts";
import { FormDialog } from "../../../web/ui/form-dialog.tsx";
import { Field, Input } from "../../../web/ui/input.tsx";
import { ReportFigure, SavedReportDialog } from "../../../web/ui/saved-report-dialog.tsx";
import { safetyReportInput, type SafetyReport, type SafetyReportInputParsed } from "../safety-report.contract.ts";
import { SAFETY_REPORT_FORMATS, SAFETY_REPORT_MSG, safetyReportFileUrl } from "../safety-report.constants.ts";
import { useGenerateSafetyReport } from "../safety-report-api.ts";

const KEYS = ["title", "from", "to"] as const;
type ReportFormKey = (typeof KEYS)[number];

/** Generate Safety Report (spec): title, start date and end date, all required, checked by the contract. */
const reportForm: FormSpec<ReportFormKey, SafetyReportInputParsed> = {
  keys: KEYS,
  idPrefix: "safety-report",
  parse: (values) => safetyReportInput.safeParse({ title: values.title, from: values.from, to: values.to, today: localToday() }),
};

const initialValues: FormValues<ReportFormKey> = { title: "", from: "", to: "" };

/** Generate Safety Report: the form, then the saved report's figures and its PDF, XLSX, CSV and Word files. */
export function SafetyReportDialog({ onClose }: { onClose: () => void }) {
  const [saved, setSaved] = useState<SafetyReport | null>(null);
  return saved ? <SavedSafetyReport report={saved} onClose={onClose} /> : <SafetyReportForm onSaved={setSaved} onClose={onClose} />;
}

function SafetyReportForm({ onSaved, onClose }: { onSaved: (r: SafetyReport) => void; onClose: () => void }) {
  const form = useRecordForm(reportForm, initialValues, { invalidTitle: SAFETY_REPORT_MSG.reportError });
  const generate = useGenerateSafetyReport();
  const submit = form.handleSubmit(
    (input) => generate.mutate(input, form.saveCallbacks({ saved: SAFETY_REPORT_MSG.reportGenerated, failed: SAFETY_REPORT_MSG.reportError }, onSaved)),
    generate.isPending,
  );
  const { values, field, control } = form;
  return (
    <FormDialog
      id="safety-report-form"
      title="Generate Safety Report"
      description="A saved report of the period's incidents, the compliance checklist, certifications and the Safety Score, to download as PDF, Excel, CSV or Word."
      submitLabel="Generate Report"
      busyLabel="Generating…"
      busy={generate.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Field label="Title" {...field("title")}>
            <Input {...control("title")} maxLength={200} autoComplete="off" />
          </Field>
        </div>
        <Field label="Start Date" {...field("from")}>
          <Input {...control("from")} type="date" max={values.to || undefined} />
        </Field>
        <Field label="End Date" {...field("to")}>
          <Input {...control("to")} type="date" min={values.from || undefined} />
        </Field>
      </div>
    </FormDialog>
  );
}

function SavedSafetyReport({ report, onClose }: { report: SafetyReport; onClose: () => void }) {
  const s = report.summary;
  const count = `${report.incidentCount.toLocaleString("en-US")} ${report.incidentCount === 1 ? "incident" : "incidents"}`;
  const percent = (n: number | null) => (n === null ? "—" : `${n}%`);
  return (
    <SavedReportDialog
      title={report.title}
      description={`${formatDate(report.from)} – ${formatDate(report.to)}, as of ${formatDate(report.reportDate)}. Saved with ${count}; download it to share, print or open in a spreadsheet or Word.`}
      formats={SAFETY_REPORT_FORMATS}
      fileUrl={(format) => safetyReportFileUrl(report.id, format)}
      onClose={onClose}
    >
      <dl className="grid grid-cols-2 gap-3">
        <ReportFigure term="Safety Score" wide>
          {percent(s.safetyScore)}
        </ReportFigure>
        <ReportFigure term="Incidents in Period">{report.incidentCount}</ReportFigure>
        <ReportFigure term="Open Incidents">{s.openIncidents}</ReportFigure>
        <ReportFigure term="Days Without Incident">{s.daysWithoutIncident ?? "—"}</ReportFigure>
        <ReportFigure term="Compliance Rate">{percent(s.complianceRate)}</ReportFigure>
      </dl>
      <p className="mt-4 text-sm text-slate-700">
        {`Open incidents, days without incident, compliance and the Safety Score are as of the report's day. Certifications: ${report.certifications.valid} valid, ${report.certifications.expiring} expiring, ${report.certifications.expired} expired. The files add the incidents by severity, status and type, the checklist and the certifications.`}
      </p>
    </SavedReportDialog>
  );
}
