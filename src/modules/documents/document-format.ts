/** How the document screens decide what a preview can show (browser only). */

/** What the preview dialog can show: a PDF page by page, an image, or nothing (download only). */
export type PreviewKind = "pdf" | "image" | "none";

/** The server sends these inline for a preview (other types always come as attachments). */
const PREVIEW_IMAGES = new Set(["image/jpeg", "image/png", "image/gif", "image/webp"]);

export function previewKind(mimeType: string): PreviewKind {
  if (mimeType === "application/pdf") return "pdf";
  if (PREVIEW_IMAGES.has(mimeType)) return "image";
  return "none";
}
