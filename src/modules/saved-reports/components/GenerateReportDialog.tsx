import { useState, type ReactNode } from "react";
import type { ZodSafeParseResult } from "zod";
import type { SavedReportAnswer, SavedReportInput, SavedReportInputParsed } from "../saved-reports.contract.ts";
import { SAVED_REPORT_MSG, type SavedReportArea, type SavedReportFormat } from "../saved-reports.constants.ts";
import { savedReportFileUrl } from "../saved-reports.routes.ts";
import type { FormSpec, FormValues } from "../../../web/lib/form-check.ts";
import { formatDate, localToday } from "../../../web/lib/format.ts";
import { useGenerateReport } from "../saved-reports-api.ts";
import { useRecordForm } from "../../../web/lib/use-record-form.ts";
import { FormDialog } from "../../../web/ui/form-dialog.tsx";
import { Field, Input } from "../../../web/ui/input.tsx";
import { SavedReportDialog } from "../../../web/ui/saved-report-dialog.tsx";

const KEYS = ["title", "from", "to"] as const;
type ReportFormKey = (typeof KEYS)[number];

/** Spec: title, start date and end date, all required (the required-fields message), then checked by the contract. */
const reportForm = (area: SavedReportArea, schema: ReportSchema): FormSpec<ReportFormKey, SavedReportInputParsed> => ({
  keys: KEYS,
  idPrefix: `${area}-report`,
  required: [
    { key: "title", label: "Title" },
    { key: "from", label: "Start Date" },
    { key: "to", label: "End Date" },
  ],
  parse: (values) => schema.safeParse({ title: values.title, from: values.from, to: values.to, today: localToday() }),
});

/**
 * `savedReportInput`, given by the module's dialog: zod stays in the chunks that load it with their own schemas
 * (decision 0007), not in the chunk of parts shared by dialogs that this file is bundled into.
 */
type ReportSchema = { safeParse: (input: SavedReportInput) => ZodSafeParseResult<SavedReportInputParsed> };

const initialValues: FormValues<ReportFormKey> = { title: "", from: "", to: "" };

/** The module's words: the form's title and line, and the toasts after generating. */
export type GenerateReportTexts = { title: string; description: string; generated: string; error: string };

type Props<R extends SavedReportAnswer, F extends SavedReportFormat> = {
  area: SavedReportArea;
  schema: ReportSchema;
  texts: GenerateReportTexts;
  /** The formats the module's report downloads as. */
  formats: readonly F[];
  /** What the report was saved with ("3 incidents"), said in the saved report's line. */
  savedWith?: (report: R) => string;
  /** The saved report's figures: `ReportFigure`s, shown in a two-column grid. */
  figures: (report: R) => ReactNode;
  /** A line under the figures: what they stand for and what the files add. */
  note: (report: R) => string;
  onClose: () => void;
};

/**
 * Generate Safety Report, Generate Quality Report (decision 0030): the form (title, start and end date), then
 * the saved report's figures and its files, in the module's words.
 */
export function GenerateReportDialog<R extends SavedReportAnswer, F extends SavedReportFormat>(props: Props<R, F>) {
  const [saved, setSaved] = useState<R | null>(null);
  return saved ? <SavedReport {...props} report={saved} /> : <ReportForm {...props} onSaved={setSaved} />;
}

function ReportForm<R extends SavedReportAnswer, F extends SavedReportFormat>({
  area,
  schema,
  texts,
  onSaved,
  onClose,
}: Props<R, F> & { onSaved: (r: R) => void }) {
  const form = useRecordForm(reportForm(area, schema), initialValues, { missing: SAVED_REPORT_MSG.missingFields });
  const generate = useGenerateReport<R>(area);
  const submit = form.handleSubmit(
    (input) => generate.mutate(input, form.saveCallbacks({ saved: texts.generated, failed: texts.error }, onSaved)),
    generate.isPending,
  );
  const { values, field, control } = form;
  return (
    <FormDialog
      id={`${area}-report-form`}
      title={texts.title}
      description={texts.description}
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

function SavedReport<R extends SavedReportAnswer, F extends SavedReportFormat>({
  area,
  formats,
  savedWith,
  figures,
  note,
  report,
  onClose,
}: Props<R, F> & { report: R }) {
  const download = "download it to share, print or open in a spreadsheet or Word.";
  const saved = savedWith
    ? `Saved with ${savedWith(report)}; ${download}`
    : `${download.charAt(0).toUpperCase()}${download.slice(1)}`;
  return (
    <SavedReportDialog
      title={report.title}
      description={`${formatDate(report.from)} – ${formatDate(report.to)}, as of ${formatDate(report.reportDate)}. ${saved}`}
      formats={formats}
      fileUrl={(format) => savedReportFileUrl(area, report.id, format)}
      onClose={onClose}
    >
      <dl className="grid grid-cols-2 gap-3">{figures(report)}</dl>
      <p className="mt-4 text-sm text-slate-700">{note(report)}</p>
    </SavedReportDialog>
  );
}

/** "Certifications: 3 valid, 1 expiring, 0 expired." */
export const certificationsLine = ({ certifications: c }: SavedReportAnswer) =>
  `Certifications: ${c.valid} valid, ${c.expiring} expiring, ${c.expired} expired.`;
