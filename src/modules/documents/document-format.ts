/** How the document screens show times and decide what a preview can show (browser only). */

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** An ISO timestamp in the user's locale and time zone, e.g. "Mar 1, 2026, 2:05 PM". */
export function formatDateTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dateTime.format(time);
}

/** What the preview dialog can show: a PDF page by page, an image, or nothing (download only). */
export type PreviewKind = "pdf" | "image" | "none";

/** The server sends these inline for a preview (other types always come as attachments). */
const PREVIEW_IMAGES = new Set(["image/jpeg", "image/png", "image/gif", "image/webp"]);

export function previewKind(mimeType: string): PreviewKind {
  if (mimeType === "application/pdf") return "pdf";
  if (PREVIEW_IMAGES.has(mimeType)) return "image";
  return "none";
}
