import { Readable } from "node:stream";
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from "fastify";
import type { PhotoUpload } from "../../shared/contracts/photos.ts";
import { PHOTO, PHOTO_MSG } from "../../shared/photos.ts";
import type { Db } from "../db/client.ts";
import type { Scope } from "./access.ts";
import { notFound } from "./errors.ts";
import { preparePhoto, type PreparedPhoto } from "./photos-image.ts";
import { deleteOrphanPhotos, insertPhoto, type PhotoFile, type PhotoKeys } from "./photos.queries.ts";
import type { Storage } from "./storage.ts";
import { requireRoom } from "./storage-usage.ts";
import { sendStoredImage, storeUploadedImage } from "./stored-image.ts";

const CONTENT_TYPE = "image/jpeg";
const PUT = { prefix: "photos", extension: "jpg", contentType: CONTENT_TYPE } as const;

/**
 * An uploaded photo into storage and its row (decision 0026): the raw body to a temporary file (413 past 15 MB),
 * judged and converted (`preparePhoto`), the image stored, then its thumbnail, then the row, whose transaction
 * counts both files in the organization's storage used (decision 0038: past the plan's storage, the documents'
 * 413; with no room at all for them, refused before either is stored). Whatever fails, nothing is left: the
 * thumbnail is deleted here and the image by `storeUploadedImage` when the row is not written.
 */
export async function storePhoto(
  request: FastifyRequest,
  db: Db,
  storage: Storage,
  dir: string,
  scope: Scope,
  caption: string,
  /** A module's own, smaller size limit and its message (the website builder's 5 MB and 2 MB pictures). */
  limit: { maxBytes: number; tooLarge: string } = { maxBytes: PHOTO.maxBytes, tooLarge: PHOTO_MSG.tooLarge },
): Promise<PhotoUpload> {
  // The conversion makes the image and its thumbnail together; the image goes through `storeUploadedImage`,
  // which hands its key to the link below, where the thumbnail and the row follow.
  let prepared: PreparedPhoto | null = null;
  const convert = async (file: string) => {
    prepared = await preparePhoto(file);
    return prepared.image;
  };
  // The server's cap on an unlimited plan (MAX_ORGANIZATION_STORAGE_BYTES).
  const cap = request.server.deps.config;
  const room = (image: Buffer) =>
    requireRoom(db, scope.organizationId, image.length + (prepared?.thumb.length ?? 0), cap);
  const upload = {
    dir,
    maxBytes: limit.maxBytes,
    messages: { ...PHOTO_MSG, tooLarge: limit.tooLarge },
    convert,
    put: PUT,
    room,
  };
  return storeUploadedImage(request, storage, upload, async (storageKey, imageBytes) => {
    const photo: PreparedPhoto | null = prepared;
    if (!photo) throw new Error("the photo was stored before it was converted");
    const thumb = await storage.put(Readable.from([photo.thumb]), PUT);
    try {
      const row = {
        storageKey,
        thumbKey: thumb.key,
        contentType: CONTENT_TYPE,
        width: photo.width,
        height: photo.height,
        sizeBytes: imageBytes,
        caption,
      };
      return await insertPhoto(db, scope, row, thumb.size, cap);
    } catch (err) {
      await storage.delete(thumb.key).catch(() => undefined);
      throw err;
    }
  });
}

/**
 * Deletes the files of deleted photos (after their rows' transaction committed). A failure only leaves a file
 * nothing points at, so it is logged rather than thrown.
 */
export async function removePhotoFiles(
  storage: Storage,
  photos: readonly PhotoKeys[],
  log: FastifyBaseLogger,
): Promise<void> {
  for (const key of photos.flatMap((p) => [p.storageKey, p.thumbKey])) {
    await storage
      .delete(key)
      .catch((err: unknown) => log.warn({ err, key }, "could not delete a deleted photo's file"));
  }
}

/** Maintenance's sweep: the photos no record kept a week after their upload go, rows then files (decision 0026). */
export async function sweepOrphanPhotos(db: Db, storage: Storage, log: FastifyBaseLogger): Promise<number> {
  const gone = await deleteOrphanPhotos(db);
  await removePhotoFiles(storage, gone, log);
  return gone.length;
}

const EXTENSIONS: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
};

/**
 * A photo's file as the answer: its stored type, a download name that follows it (`photo-<id>.jpg`, the
 * thumbnail `photo-<id>-thumb.jpg`), shown inline, cached privately for good (a photo's files never change).
 */
export async function sendPhotoFile(
  reply: FastifyReply,
  storage: Storage,
  file: PhotoFile,
  variant: "image" | "thumb",
): Promise<FastifyReply> {
  const object = await storage.open(file.key);
  if (!object) throw notFound("The file of this photo is missing from storage.");
  const extension = EXTENSIONS[file.contentType] ?? "bin";
  const name = `photo-${file.id.replace(/[^A-Za-z0-9-]/g, "")}${variant === "thumb" ? "-thumb" : ""}.${extension}`;
  reply.header("content-disposition", `inline; filename="${name}"`);
  return sendStoredImage(reply, object, file.contentType);
}
