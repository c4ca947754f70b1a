import type { ReactNode } from "react";
import { Button } from "./button.tsx";
import { Dialog } from "./dialog.tsx";
import { DownloadLink } from "./download-link.tsx";

/** The formats every saved report downloads as (decision 24). */
export type ReportFileFormat = "pdf" | "xlsx" | "csv";

/**
 * A report just generated and saved: its figures (`ReportFigure`s in a grid), and its PDF, XLSX and CSV to
 * download, each through DownloadLink ('Download Started' or 'Download Failed' with the reason).
 */
export function SavedReportDialog({
  title,
  description,
  fileUrl,
  onClose,
  children,
}: {
  title: string;
  description: string;
  fileUrl: (format: ReportFileFormat) => string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      title={title}
      description={description}
      footer={
        <>
          <Button type="button" variant="outline" onClick={onClose}>
            Close
          </Button>
          <DownloadLink href={fileUrl("csv")} size="default">
            Download CSV
          </DownloadLink>
          <DownloadLink href={fileUrl("xlsx")} size="default">
            Download XLSX
          </DownloadLink>
          <DownloadLink href={fileUrl("pdf")} variant="default" size="default">
            Download PDF
          </DownloadLink>
        </>
      }
    >
      {children}
    </Dialog>
  );
}

/** One figure of a saved report, in a `<dl className="grid grid-cols-2 gap-3">`. */
export function ReportFigure({ term, wide, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? "col-span-2 rounded-lg border border-border p-3" : "rounded-lg border border-border p-3"}>
      <dt className="text-sm font-medium text-slate-700">{term}</dt>
      <dd className="tabular mt-1 text-xl font-bold text-ink wrap-anywhere">{children}</dd>
    </div>
  );
}
