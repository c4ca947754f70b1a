import { MSG } from "../../shared/messages.ts";
// The values its tables' columns hold: listed in src/shared, where the database schema types those columns with
// them and writes their checks from them.
import { DOCUMENT_STATUSES } from "../../shared/column-values.ts";

// The document hub's statuses, types, texts, limits and small rules (tags, names, sizes, zoom): plain values a
// screen's first render may import without loading the zod schemas of documents.contract.ts (decision 0007).

export { DOCUMENT_STATUSES };

export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** The spec's document type options (a category chosen at upload; optional). */
export const DOCUMENT_TYPES = [
  "PDF",
  "JPEG",
  "PNG",
  "text",
  "DOC",
  "DOCX",
  "XLS",
  "XLSX",
  "Blueprint",
  "Contract",
  "Report",
  "Proposal",
  "Invoice",
  "Other",
] as const;

/** Spec constants: recent uploads window, preview zoom and rotation. */
export const RECENT_UPLOAD_DAYS = 7;

export const PREVIEW_ZOOM = { min: 0.5, max: 3, step: 0.1 } as const;

export const ROTATION_STEP = 90;

/** The spec's texts for the document hub. */
export const DOCUMENT_MSG = {
  noFile: { title: "No File Selected", message: "Please select a file to upload." },
  nameRequired: { title: "Name Required", message: "Please enter a name for the document." },
  notAuthenticated: "User not authenticated. Cannot upload document.",
  uploaded: (name: string) => `${name} uploaded successfully.`,
  deleted: "Document deleted successfully.",
  downloadStarted: MSG.downloadStarted.title,
  fetchError: "Error fetching documents",
  uploadFailed: { title: "Upload Failed", fallback: "Could not upload document." },
  uploadError: { title: "Upload Error", fallback: "Failed to initiate document upload." },
  downloadFailed: MSG.downloadFailed.title,
  deleteError: "Error Deleting Document",
  urlMissing: { title: "Error", message: "Document URL is missing." },
  // Beyond the spec: versions, status, attachments, refusals.
  versionUploaded: (name: string, version: number) => `${name}: version ${version}.0 uploaded successfully.`,
  updated: "Document updated successfully.",
  updateError: "Error Updating Document",
  wrongType:
    "This file type is not allowed. Upload a PDF, an image (JPEG, PNG, GIF, WebP, TIFF), a text or CSV file, a Word or Excel document, or a DWG/DXF drawing.",
  tooLarge: (max: string) => `This file is larger than the ${max} upload limit.`,
  empty: "The file is empty.",
  linkExpired: "This download link has expired or is not valid. Ask for a new one.",
} as const;

/** "1.0", "2.0": the spec's version text for a version number. */
export const versionLabel = (version: number) => `${version}.0`;

export const DOCUMENT_PAGE_SIZE = 50;

/** Spec: tags are comma-separated, trimmed, empties dropped (and, beyond it, repeats dropped). */
export function parseTags(text: string | undefined): string[] {
  if (!text) return [];
  const seen = new Set<string>();
  for (const raw of text.split(",")) {
    const tag = raw.trim().slice(0, 50);
    if (tag) seen.add(tag);
  }
  return [...seen].slice(0, 30);
}

/** Spec: the name defaults to the file name without its extension. */
export function defaultDocumentName(fileName: string): string {
  const base = fileName.replace(/^.*[\\/]/, "");
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(0, dot) : base;
}

/** Spec: sizes in Bytes/KB/MB/GB/TB, base 1024, 2 decimals. */
export function formatFileSize(bytes: number): string {
  if (bytes <= 0) return "0 Bytes";
  const units = ["Bytes", "KB", "MB", "GB", "TB"];
  const i = Math.min(units.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  return `${parseFloat((bytes / 1024 ** i).toFixed(2))} ${units[i]}`;
}

/** Spec: zoom stays within 0.5–3, moved in steps of 0.1 (rounded so 0.1 steps never drift). */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  const next = Math.round((zoom + direction * PREVIEW_ZOOM.step) * 10) / 10;
  return Math.min(PREVIEW_ZOOM.max, Math.max(PREVIEW_ZOOM.min, next));
}

/** Rotation by 90 degrees, kept within 0–270. */
export function stepRotation(rotation: number, direction: 1 | -1 = 1): number {
  return (((rotation + direction * ROTATION_STEP) % 360) + 360) % 360;
}
