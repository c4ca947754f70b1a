import { useState } from "react";
import type { FormSpec, FormValues } from "../../../web/lib/form-check.ts";
import { formatDate, localToday } from "../../../web/lib/format.ts";
import { useRecordForm } from "../../../web/lib/use-record-form.ts";
import { FormDialog } from "../../../web/ui/form-dialog.tsx";
import { Field, Input } from "../../../web/ui/input.tsx";
import { ReportFigure, SavedReportDialog } from "../../../web/ui/saved-report-dialog.tsx";
import { qualityReportInput, type QualityReport, type QualityReportInputParsed } from "../quality-report.contract.ts";
import { QUALITY_REPORT_FORMATS, QUALITY_REPORT_MSG, qualityReportFileUrl } from "../quality-report.constants.ts";
import { useGenerateQualityReport } from "../quality-report-api.ts";

const KEYS = ["title", "from", "to"] as const;
type ReportFormKey = (typeof KEYS)[number];

/** Generate Quality Report (spec): title, start date and end date, all required, checked by the contract. */
const reportForm: FormSpec<ReportFormKey, QualityReportInputParsed> = {
  keys: KEYS,
  idPrefix: "quality-report",
  required: [
    { key: "title", label: "Title" },
    { key: "from", label: "Start Date" },
    { key: "to", label: "End Date" },
  ],
  parse: (values) => qualityReportInput.safeParse({ title: values.title, from: values.from, to: values.to, today: localToday() }),
};

const initialValues: FormValues<ReportFormKey> = { title: "", from: "", to: "" };

/** Generate Quality Report: the form, then the saved report's figures and its PDF, Excel and Word files (spec: pdf, excel, word). */
export function QualityReportDialog({ onClose }: { onClose: () => void }) {
  const [saved, setSaved] = useState<QualityReport | null>(null);
  return saved ? <SavedQualityReport report={saved} onClose={onClose} /> : <QualityReportForm onSaved={setSaved} onClose={onClose} />;
}

function QualityReportForm({ onSaved, onClose }: { onSaved: (r: QualityReport) => void; onClose: () => void }) {
  const form = useRecordForm(reportForm, initialValues, { missing: { title: "Missing Fields", message: QUALITY_REPORT_MSG.missingFields }, invalidTitle: QUALITY_REPORT_MSG.reportError });
  const generate = useGenerateQualityReport();
  const submit = form.handleSubmit(
    (input) => generate.mutate(input, form.saveCallbacks({ saved: QUALITY_REPORT_MSG.reportGenerated, failed: QUALITY_REPORT_MSG.reportError }, onSaved)),
    generate.isPending,
  );
  const { values, field, control } = form;
  return (
    <FormDialog
      id="quality-report-form"
      title="Generate Quality Report"
      description="A saved report of the period's inspections, their figures and defects, and the certifications, to download as PDF, Excel or Word."
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

function SavedQualityReport({ report, onClose }: { report: QualityReport; onClose: () => void }) {
  const s = report.summary;
  return (
    <SavedReportDialog
      title={report.title}
      description={`${formatDate(report.from)} – ${formatDate(report.to)}, as of ${formatDate(report.reportDate)}. Download it to share, print or open in a spreadsheet or Word.`}
      formats={QUALITY_REPORT_FORMATS}
      fileUrl={(format) => qualityReportFileUrl(report.id, format)}
      onClose={onClose}
    >
      <dl className="grid grid-cols-2 gap-3">
        <ReportFigure term="Total Inspections">{s.totalInspections}</ReportFigure>
        <ReportFigure term="Open Defects">{s.openDefects}</ReportFigure>
        <ReportFigure term="Pass Rate">{s.passRate === null ? "—" : `${s.passRate}%`}</ReportFigure>
        <ReportFigure term="Pending Reviews">{s.pendingReviews}</ReportFigure>
      </dl>
      <p className="mt-4 text-sm text-slate-700">
        {`Certifications: ${report.certifications.valid} valid, ${report.certifications.expiring} expiring, ${report.certifications.expired} expired. The files add the inspections, Quality Metrics and Common Defects.`}
      </p>
    </SavedReportDialog>
  );
}
