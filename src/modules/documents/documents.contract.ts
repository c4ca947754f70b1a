import { z } from "zod";
import { MSG } from "../../shared/messages.ts";
import { personRef, recordRef } from "../../shared/contracts/common.ts";

/** Document statuses (spec: Uploaded on upload; Under Review and Approved also shown). */
export const DOCUMENT_STATUSES = ["Uploaded", "Under Review", "Approved"] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** The spec's document type options (a category chosen at upload; optional). */
export const DOCUMENT_TYPES = ["PDF", "JPEG", "PNG", "text", "DOC", "DOCX", "XLS", "XLSX", "Blueprint", "Contract", "Report", "Proposal", "Invoice", "Other"] as const;

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
  wrongType: "This file type is not allowed. Upload a PDF, an image (JPEG, PNG, GIF, WebP, TIFF), a text or CSV file, a Word or Excel document, or a DWG/DXF drawing.",
  tooLarge: (max: string) => `This file is larger than the ${max} upload limit.`,
  empty: "The file is empty.",
  linkExpired: "This download link has expired or is not valid. Ask for a new one.",
} as const;

/** "1.0", "2.0": the spec's version text for a version number. */
export const versionLabel = (version: number) => `${version}.0`;

const tagList = z.array(z.string().trim().min(1).max(50)).max(30);

export const uploader = personRef.nullable();

export const documentVersion = z.object({
  version: z.number().int(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  uploadedBy: uploader,
  createdAt: z.string(),
});
export type DocumentVersion = z.infer<typeof documentVersion>;

/** A document as listed: its current version's file facts, what it is attached to. */
export const documentRow = z.object({
  id: z.string(),
  name: z.string(),
  documentType: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  tags: z.array(z.string()),
  version: z.number().int(),
  size: z.number().int(),
  mimeType: z.string(),
  fileName: z.string(),
  project: recordRef.nullable(),
  contract: recordRef.nullable(),
  uploadedBy: uploader,
  createdAt: z.string(),
  /** When the current version was uploaded ("Uploaded At"). */
  updatedAt: z.string(),
});
export type DocumentRow = z.infer<typeof documentRow>;

export const documentDetail = documentRow.extend({ versions: z.array(documentVersion) });
export type DocumentDetail = z.infer<typeof documentDetail>;

export const DOCUMENT_PAGE_SIZE = 50;

/** `tags` is comma-separated; a document must carry all of them. */
export const documentListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  tags: z.string().max(2000).optional(),
  projectId: z.string().max(100).optional(),
  contractId: z.string().max(100).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional().default(DOCUMENT_PAGE_SIZE),
});
export type DocumentListQuery = z.input<typeof documentListQuery>;

export const documentList = z.object({ documents: z.array(documentRow), nextCursor: z.string().nullable() });
export type DocumentList = z.infer<typeof documentList>;

/** The four stat cards and the tag chips. */
export const documentSummary = z.object({
  total: z.number().int(),
  recentUploads: z.number().int(),
  pendingAction: z.number().int(),
  storageUsedBytes: z.number().int(),
  /** The plan's storage; null = unlimited. */
  storageLimitBytes: z.number().int().nullable(),
  /** The largest single upload the server accepts. */
  maxUploadBytes: z.number().int(),
  tags: z.array(z.object({ tag: z.string(), count: z.number().int() })),
});
export type DocumentSummary = z.infer<typeof documentSummary>;

/**
 * An upload's facts travel in the query string; the body is the file itself (any Content-Type but JSON and
 * multipart; the type is judged from the content).
 */
export const uploadQuery = z.object({
  name: z.string({ error: DOCUMENT_MSG.nameRequired.message }).trim().min(1, DOCUMENT_MSG.nameRequired.message).max(200),
  /** The file's own name, kept for downloads (never used as a storage key). */
  fileName: z.string().trim().max(255).optional(),
  /** Comma-separated; trimmed, empties dropped (spec). */
  tags: z.string().max(2000).optional(),
  documentType: z.string().trim().max(50).optional(),
  projectId: z.string().max(100).optional(),
  contractId: z.string().max(100).optional(),
});
export type UploadQuery = z.input<typeof uploadQuery>;

export const versionUploadQuery = z.object({ fileName: z.string().trim().max(255).optional() });

/** Edits beyond the spec: rename, retag, status, type, attach to a project or contract (null detaches). */
export const documentPatch = z
  .object({
    name: z.string().trim().min(1, DOCUMENT_MSG.nameRequired.message).max(200).optional(),
    tags: tagList.optional(),
    status: z.enum(DOCUMENT_STATUSES).optional(),
    documentType: z.string().trim().max(50).optional(),
    projectId: z.string().max(100).nullable().optional(),
    contractId: z.string().max(100).nullable().optional(),
  })
  .strict();
export type DocumentPatch = z.infer<typeof documentPatch>;

export const fileQuery = z.object({
  version: z.coerce.number().int().min(1).optional(),
  /** inline: for the preview (PDF and images only; anything else is still an attachment). */
  disposition: z.enum(["inline", "attachment"]).optional().default("attachment"),
});

export const linkInput = z.object({ version: z.number().int().min(1).optional() });
export const signedLink = z.object({ url: z.string(), expiresAt: z.string() });

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
