import { useEffect, useRef, useState } from "react";
import type { PDFDocumentLoadingTask, PDFDocumentProxy, RenderTask } from "pdfjs-dist";
import { Skeleton } from "../../../web/ui/skeleton.tsx";

/** Room kept around the page inside the scroll area. */
const GUTTER_PX = 32;

const isCancelled = (err: unknown) =>
  err instanceof Error && (err.name === "RenderingCancelledException" || err.name === "AbortException");

/**
 * One page of a PDF drawn by pdf.js on a canvas, at `zoom` (1 = the page's width fitting the view, never
 * larger than its natural size) turned by `rotation`. Each change cancels the render under way and draws
 * into a fresh canvas that replaces the shown one when finished (no blank flash); closing destroys the document.
 */
export function PdfPreview({
  url,
  title,
  page,
  zoom,
  rotation,
  onPageCount,
  onError,
}: {
  url: string;
  title: string;
  page: number;
  zoom: number;
  rotation: number;
  onPageCount: (count: number) => void;
  onError: (message: string) => void;
}) {
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [drawn, setDrawn] = useState(false);
  const view = useRef<HTMLDivElement>(null);
  const canvasHost = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onPageCount, onError });
  useEffect(() => {
    callbacks.current = { onPageCount, onError };
  });

  // Load the document (and pdf.js itself, the first time); destroy it when the preview closes.
  useEffect(() => {
    let closed = false;
    let task: PDFDocumentLoadingTask | null = null;
    import("../pdf-runtime.ts")
      .then(({ openPdf }) => {
        if (closed) return;
        task = openPdf(url);
        return task.promise.then((doc) => {
          if (closed) return;
          setPdf(doc);
          callbacks.current.onPageCount(doc.numPages);
        });
      })
      .catch((err: unknown) => {
        if (closed || isCancelled(err)) return;
        callbacks.current.onError(loadMessage(err));
      });
    return () => {
      closed = true;
      void task?.destroy();
    };
  }, [url]);

  // Draw the page; a newer request cancels this one.
  useEffect(() => {
    if (!pdf) return;
    let stale = false;
    let render: RenderTask | null = null;
    (async () => {
      const p = await pdf.getPage(page);
      if (stale) return;
      const natural = p.getViewport({ scale: 1 });
      const room = (view.current?.clientWidth ?? natural.width + GUTTER_PX) - GUTTER_PX;
      const fit = room > 0 ? Math.min(1, room / natural.width) : 1;
      const viewport = p.getViewport({ scale: zoom * fit, rotation: (p.rotate + rotation) % 360 });
      const ratio = window.devicePixelRatio || 1;
      const canvas = document.createElement("canvas");
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      canvas.style.width = `${Math.floor(viewport.width)}px`;
      canvas.style.height = `${Math.floor(viewport.height)}px`;
      canvas.className = "block bg-white shadow-md";
      canvas.setAttribute("role", "img");
      canvas.setAttribute("aria-label", `${title}, page ${page} of ${pdf.numPages}`);
      canvas.dataset.rotation = String(rotation);
      render = p.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
      await render.promise;
      if (stale) return;
      canvasHost.current?.replaceChildren(canvas);
      setDrawn(true);
    })().catch((err: unknown) => {
      if (stale || isCancelled(err)) return;
      callbacks.current.onError(loadMessage(err));
    });
    return () => {
      stale = true;
      render?.cancel();
    };
  }, [pdf, page, zoom, rotation, title]);

  return (
    <div ref={view} className="relative flex min-h-64 w-full justify-center">
      {/* pdf.js draws here; React never renders children into this element. */}
      <div ref={canvasHost} className="m-auto" />
      {drawn ? null : (
        <div role="status" aria-label="Loading preview" className="absolute inset-x-4 top-4 space-y-3">
          <Skeleton className="mx-auto h-96 w-full max-w-md" />
        </div>
      )}
    </div>
  );
}

function loadMessage(err: unknown): string {
  if (err instanceof Error && err.name === "ResponseException")
    return "The file could not be fetched. It may have been deleted, or your session may have ended.";
  if (err instanceof Error && err.name === "InvalidPDFException") return "This file is not a readable PDF.";
  return "The preview could not be shown.";
}
