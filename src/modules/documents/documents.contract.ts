import { z } from "zod";
import { DOCUMENT_MSG, DOCUMENT_PAGE_SIZE, DOCUMENT_STATUSES } from "./documents.constants.ts";
import { personRef, recordRef } from "../../shared/contracts/common.ts";

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
  name: z
    .string({ error: DOCUMENT_MSG.nameRequired.message })
    .trim()
    .min(1, DOCUMENT_MSG.nameRequired.message)
    .max(200),
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
export type VersionUploadQuery = z.input<typeof versionUploadQuery>;

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
export type DocumentPatchInput = z.input<typeof documentPatch>;

export const fileQuery = z.object({
  version: z.coerce.number().int().min(1).optional(),
  /** inline: for the preview (PDF and images only; anything else is still an attachment). */
  disposition: z.enum(["inline", "attachment"]).optional().default("attachment"),
});
export type FileQuery = z.input<typeof fileQuery>;

export const linkInput = z.object({ version: z.number().int().min(1).optional() });
export type LinkInput = z.input<typeof linkInput>;
export const signedLink = z.object({ url: z.string(), expiresAt: z.string() });
export type SignedLink = z.infer<typeof signedLink>;
