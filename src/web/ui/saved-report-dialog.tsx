import type { ReactNode } from "react";
import { Button } from "./button.tsx";
import { Dialog } from "./dialog.tsx";
import { DownloadLink } from "./download-link.tsx";

/** The formats a saved report can download as (decision 24). */
export type ReportFileFormat = "pdf" | "xlsx" | "csv" | "docx";

/** What finance, procurement, HR and contracts offer, and what the dialog shows unless told otherwise. */
const DEFAULT_FORMATS = ["pdf", "xlsx", "csv"] as const;
type DefaultFormat = (typeof DEFAULT_FORMATS)[number];

/** Each download's button text, in the order the footer shows them (the PDF last, as the main action). */
const DOWNLOADS: readonly { format: ReportFileFormat; label: string }[] = [
  { format: "csv", label: "Download CSV" },
  { format: "xlsx", label: "Download XLSX" },
  { format: "docx", label: "Download Word" },
  { format: "pdf", label: "Download PDF" },
];

type DialogProps = { title: string; description: string; onClose: () => void; children: ReactNode };

/**
 * A report just generated and saved: its figures (`ReportFigure`s in a grid), and its files to download, each
 * through DownloadLink ('Download Started' or 'Download Failed' with the reason). Without `formats`, its PDF,
 * XLSX and CSV (finance, procurement, HR, contracts); a module whose reports also come as Word lists them,
 * `formats={["pdf", "xlsx", "csv", "docx"]}`. `fileUrl` is asked only for the formats offered.
 */
export function SavedReportDialog(
  props: DialogProps & { formats?: undefined; fileUrl: (format: DefaultFormat) => string },
): ReactNode;
export function SavedReportDialog<F extends ReportFileFormat>(
  props: DialogProps & { formats: readonly F[]; fileUrl: (format: F) => string },
): ReactNode;
export function SavedReportDialog({
  title,
  description,
  onClose,
  children,
  ...downloads
}: DialogProps &
  (
    | { formats?: undefined; fileUrl: (format: DefaultFormat) => string }
    | { formats: readonly ReportFileFormat[]; fileUrl: (format: ReportFileFormat) => string }
  )) {
  const links: { format: ReportFileFormat; label: string; href: string }[] = [];
  for (const { format, label } of DOWNLOADS) {
    if (downloads.formats === undefined) {
      const offered = DEFAULT_FORMATS.find((f) => f === format);
      if (offered) links.push({ format, label, href: downloads.fileUrl(offered) });
    } else {
      const offered = downloads.formats.find((f) => f === format);
      if (offered) links.push({ format, label, href: downloads.fileUrl(offered) });
    }
  }
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
          {links.map(({ format, label, href }) => (
            <DownloadLink key={format} href={href} variant={format === "pdf" ? "default" : "outline"} size="default">
              {label}
            </DownloadLink>
          ))}
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
