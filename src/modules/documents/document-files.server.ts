import { createHmac } from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../server/db/client.ts";
import { badRequest, notFound } from "../../server/platform/errors.ts";
import { isSameSignature } from "../../server/platform/signatures.ts";
import { newStorageKey, StorageLimitError, type Storage } from "../../server/platform/storage.ts";
import { isClientStreamError, rawBodyOf, tooLarge, unsupportedMediaType } from "../../server/platform/upload.ts";
import { DOCUMENT_MSG, formatFileSize } from "./documents.constants.ts";
import {
  contentDisposition,
  detectFileType,
  downloadName,
  extensionForMime,
  SNIFF_BYTES,
  type FileType,
} from "./file-type.rules.ts";
import { queueUploadCleanup, type StoredUpload } from "./documents.queries.ts";
import { dropCleanup, type VersionFile } from "./documents-files.queries.ts";

class UnsupportedFileType extends Error {}

/**
 * Holds back the first SNIFF_BYTES, judges the file's type from them (refusing what is not allowed before
 * anything reaches storage), then passes every byte through unchanged.
 */
function typeSniffer(fileName: string): Transform & { readonly type: FileType | null } {
  let head: Buffer[] = [];
  let headBytes = 0;
  let detected: FileType | null = null;
  const judge = (stream: Transform): Error | null => {
    const sample = Buffer.concat(head, headBytes);
    detected = detectFileType(sample.subarray(0, SNIFF_BYTES), fileName);
    if (!detected) return new UnsupportedFileType();
    stream.push(sample);
    head = [];
    return null;
  };
  const sniffer = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (detected) return callback(null, chunk);
      head.push(chunk);
      headBytes += chunk.length;
      callback(headBytes >= SNIFF_BYTES ? judge(this) : null);
    },
    flush(callback: TransformCallback) {
      callback(!detected && headBytes > 0 ? judge(this) : null);
    },
  });
  return Object.defineProperty(sniffer, "type", { get: () => detected }) as Transform & {
    readonly type: FileType | null;
  };
}

export type UploadLimits = {
  /** The largest single upload (MAX_UPLOAD_BYTES). */
  maxBytes: number;
  /** What the plan still allows (null = unlimited) and what a refusal says. */
  room: { remainingBytes: number | null; message: string };
};

/**
 * Streams the request's raw body straight into storage under a new server-made key (never held whole, never
 * a temporary copy), judging its type from the first bytes and counting it against the size limit and the
 * plan's room. A clean-up entry is written before the first byte, so a crash leaves no orphan; the caller's
 * transaction that records the file removes it.
 */
export async function storeUpload(
  request: FastifyRequest,
  db: Db,
  storage: Storage,
  limits: UploadLimits,
  clientFileName: string,
): Promise<StoredUpload> {
  const body = rawBodyOf(request);
  if (!body) throw unsupportedMediaType("Send the file itself as the request body (not JSON or a multipart form).");
  const { remainingBytes, message: quotaMessage } = limits.room;
  const sizeMessage = DOCUMENT_MSG.tooLarge(formatFileSize(limits.maxBytes));
  const declared = Number(request.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limits.maxBytes) throw tooLarge(sizeMessage);
  if (Number.isFinite(declared) && remainingBytes !== null && declared > remainingBytes) throw tooLarge(quotaMessage);
  const quotaBinds = remainingBytes !== null && remainingBytes < limits.maxBytes;
  const maxBytes = quotaBinds ? remainingBytes : limits.maxBytes;

  const key = newStorageKey("documents");
  await queueUploadCleanup(db, key);
  const sniffer = typeSniffer(clientFileName);
  body.on("error", (err) => sniffer.destroy(err));
  // The put's pipeline reports the sniffer's error; it may attach only after a short body has been judged.
  sniffer.on("error", () => undefined);
  let size: number;
  try {
    ({ size } = await storage.put(body.pipe(sniffer), { key, prefix: "documents", maxBytes }));
  } catch (err) {
    // Read and drop the rest of a refused body, so the client hears the answer rather than a reset.
    body.unpipe(sniffer);
    body.resume();
    await dropCleanup(db, [key]);
    if (err instanceof UnsupportedFileType) throw unsupportedMediaType(DOCUMENT_MSG.wrongType);
    if (err instanceof StorageLimitError) throw tooLarge(quotaBinds ? quotaMessage : sizeMessage);
    if (isClientStreamError(err)) throw badRequest("The upload did not complete. Please try again.");
    throw err;
  }
  const type = sniffer.type;
  if (size === 0 || !type) {
    await storage.delete(key);
    await dropCleanup(db, [key]);
    throw badRequest(DOCUMENT_MSG.empty);
  }
  return { key, size, mimeType: type.mimeType, fileName: downloadName(clientFileName, type) };
}

/** Removes a stored upload whose record could not be written (best effort: maintenance sweeps what remains). */
export async function discardUpload(db: Db, storage: Storage, key: string): Promise<void> {
  try {
    await storage.delete(key);
    await dropCleanup(db, [key]);
  } catch {
    // The clean-up entry stays due; maintenance deletes the file.
  }
}

const PREVIEWABLE = new Set(["application/pdf", "image/jpeg", "image/png", "image/gif", "image/webp"]);

/**
 * Streams a version's file with its type, length and a safe Content-Disposition (an attachment, unless a
 * preview asks for a PDF or an image inline); never cached by shared caches.
 */
export async function sendVersionFile(
  reply: FastifyReply,
  storage: Storage,
  file: VersionFile,
  disposition: "inline" | "attachment",
): Promise<FastifyReply> {
  const object = await storage.open(file.storageKey);
  if (!object) throw notFound("The file of this document is missing from storage.");
  const kind = disposition === "inline" && PREVIEWABLE.has(file.mimeType) ? "inline" : "attachment";
  return (
    reply
      .type(file.mimeType)
      .header("content-length", object.size)
      // The name is made to follow the stored (detected) type again, for files stored before that was the rule.
      .header(
        "content-disposition",
        contentDisposition(kind, downloadName(file.fileName, { extension: extensionForMime(file.mimeType) })),
      )
      .header("cache-control", "private, no-store")
      .header("x-content-type-options", "nosniff")
      .send(object.body)
  );
}

/** How long a signed download link works. */
export const LINK_TTL_MS = 5 * 60 * 1000;

function linkSignature(secret: string, versionId: string, expiresMs: number): Buffer {
  return createHmac("sha256", secret).update(`document-link:${versionId}:${expiresMs}`).digest();
}

/** A short-lived link's token: the version's id, its expiry and an HMAC of both (nothing stored). */
export function downloadToken(secret: string, versionId: string, expiresAt: Date): string {
  const ms = expiresAt.getTime();
  return `${versionId}.${ms}.${linkSignature(secret, versionId, ms).toString("base64url")}`;
}

/** The version a token names, when its signature holds and it has not expired; otherwise null. */
export function readDownloadToken(secret: string, token: string, now = Date.now()): string | null {
  const [versionId, ms, sig, ...rest] = token.split(".");
  if (!versionId || !ms || !sig || rest.length > 0 || !/^\d{1,15}$/.test(ms)) return null;
  const expiresMs = Number(ms);
  if (!isSameSignature(sig, linkSignature(secret, versionId, expiresMs))) return null;
  return expiresMs > now ? versionId : null;
}
