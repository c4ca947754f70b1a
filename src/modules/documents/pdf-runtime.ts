import { getDocument, GlobalWorkerOptions } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";

/**
 * pdf.js, loaded only when a PDF preview opens (PdfPreview imports this module dynamically), so the dashboard's
 * own bundle never carries it. The worker is a separate file served from our own origin (the CSP's script-src).
 */
GlobalWorkerOptions.workerSrc = workerUrl;

/** Opens a PDF at a same-origin address (the session cookie goes with it). */
export function openPdf(url: string) {
  return getDocument({
    url,
    withCredentials: true,
    // The CSP allows neither eval nor WebAssembly: pdf.js uses its plain JavaScript paths instead.
    isEvalSupported: false,
    useWasm: false,
  });
}
