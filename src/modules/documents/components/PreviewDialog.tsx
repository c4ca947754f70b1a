import { ChevronLeft, ChevronRight, FileQuestion, RotateCw, ZoomIn, ZoomOut } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "../../../web/ui/button.tsx";
import { Dialog } from "../../../web/ui/dialog.tsx";
import type { DocumentRow } from "../documents.contract.ts";
import { PREVIEW_ZOOM, stepRotation, stepZoom, versionLabel } from "../documents.constants.ts";
import { documentFileUrl } from "../documents-api.ts";
import { previewKind } from "../document-format.ts";
import { DownloadLink } from "../../../web/ui/download-link.tsx";
import { ImagePreview } from "./ImagePreview.tsx";

// pdf.js comes with this component's own chunk, fetched the first time a PDF is previewed.
const PdfPreview = lazy(() => import("./PdfPreview.tsx").then((m) => ({ default: m.PdfPreview })));

/**
 * The preview modal (spec §2): a PDF page by page or an image, with zoom (50–300 % in steps of 10), rotation
 * by 90° and page navigation; other types offer the download only.
 */
export function PreviewDialog({ doc, onClose }: { doc: DocumentRow; onClose: () => void }) {
  const kind = previewKind(doc.mimeType);
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [page, setPage] = useState(1);
  const [pageCount, setPageCount] = useState(1);
  const [error, setError] = useState<string | null>(null);
  // The version in the address, so a new version is never served from an older preview's cache.
  const url = documentFileUrl(doc.id, { version: doc.version, disposition: "inline" });
  const downloadUrl = documentFileUrl(doc.id, { version: doc.version });
  const canShow = kind !== "none" && error === null;

  let body;
  if (!canShow) {
    body = (
      <div className="flex flex-col items-center gap-4 px-4 py-12 text-center">
        <span
          aria-hidden="true"
          className="inline-flex size-12 items-center justify-center rounded-full bg-blue-50 text-brand [&_svg]:size-6"
        >
          <FileQuestion />
        </span>
        <div className="max-w-md space-y-1">
          <p className="text-lg font-semibold text-ink">{error ? "Preview unavailable" : "No preview available"}</p>
          <p className="text-base text-slate-700">
            {error ?? "This type of file cannot be shown here."} Download it to open it on your device.
          </p>
        </div>
        <DownloadLink href={downloadUrl} variant="default" size="default">
          Download
        </DownloadLink>
      </div>
    );
  } else if (kind === "pdf") {
    body = (
      <Suspense
        fallback={
          <p role="status" className="py-12 text-center text-sm text-muted">
            Loading preview…
          </p>
        }
      >
        <PdfPreview
          url={url}
          title={doc.name}
          page={page}
          zoom={zoom}
          rotation={rotation}
          onPageCount={setPageCount}
          onError={setError}
        />
      </Suspense>
    );
  } else {
    body = <ImagePreview url={url} title={doc.name} zoom={zoom} rotation={rotation} onError={setError} />;
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={doc.name}
      description={`Version ${versionLabel(doc.version)} · ${doc.fileName}`}
      size={canShow ? "full" : "lg"}
      className={canShow ? "sm:h-[90dvh]" : undefined}
    >
      <div className="flex h-full flex-col gap-3">
        {canShow ? (
          <div
            role="toolbar"
            aria-label="Preview controls"
            className="flex flex-wrap items-center justify-between gap-2"
          >
            <div className="flex items-center gap-1">
              <Button
                type="button"
                variant="outline"
                size="icon"
                aria-label="Zoom out"
                disabled={zoom <= PREVIEW_ZOOM.min}
                onClick={() => setZoom((z) => stepZoom(z, -1))}
              >
                <ZoomOut aria-hidden="true" />
              </Button>
              <output
                aria-live="polite"
                aria-label="Zoom level"
                className="tabular w-14 text-center text-sm font-medium text-ink"
              >
                {Math.round(zoom * 100)}%
              </output>
              <Button
                type="button"
                variant="outline"
                size="icon"
                aria-label="Zoom in"
                disabled={zoom >= PREVIEW_ZOOM.max}
                onClick={() => setZoom((z) => stepZoom(z, 1))}
              >
                <ZoomIn aria-hidden="true" />
              </Button>
              <Button
                type="button"
                variant="outline"
                size="icon"
                aria-label="Rotate 90° clockwise"
                className="ml-2"
                onClick={() => setRotation((r) => stepRotation(r))}
              >
                <RotateCw aria-hidden="true" />
              </Button>
            </div>
            <div className="flex items-center gap-1">
              <Button
                type="button"
                variant="outline"
                size="icon"
                aria-label="Previous page"
                disabled={page <= 1}
                onClick={() => setPage((p) => Math.max(1, p - 1))}
              >
                <ChevronLeft aria-hidden="true" />
              </Button>
              <output aria-live="polite" className="tabular min-w-24 text-center text-sm text-ink">
                Page {page} of {pageCount}
              </output>
              <Button
                type="button"
                variant="outline"
                size="icon"
                aria-label="Next page"
                disabled={page >= pageCount}
                onClick={() => setPage((p) => Math.min(pageCount, p + 1))}
              >
                <ChevronRight aria-hidden="true" />
              </Button>
            </div>
            <DownloadLink href={downloadUrl} label={`Download ${doc.name}`}>
              Download
            </DownloadLink>
          </div>
        ) : null}
        {/* Focusable, so the keyboard can scroll a zoomed page. */}
        <div
          role="region"
          aria-label={`Preview of ${doc.name}`}
          tabIndex={canShow ? 0 : undefined}
          className="min-h-0 flex-1 overflow-auto rounded-lg bg-slate-100 p-4 focus-visible:outline-2 focus-visible:outline-brand"
        >
          {body}
        </div>
      </div>
    </Dialog>
  );
}
