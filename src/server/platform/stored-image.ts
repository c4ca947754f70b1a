import { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { PutOptions, Storage } from "./storage.ts";
import { receiveToTempFile } from "./upload.ts";

/** An image upload route's rules: how large a body may be, the picker's messages, the conversion and where the result goes. */
export type ImageUpload = {
  /** Where the body waits while it is checked (`uploadTempDir`). */
  dir: string;
  maxBytes: number;
  messages: { tooLarge: string; empty: string; wrongType: string };
  /** The image to keep, from the temporary file (refusing what is not an image with 400). */
  convert: (file: string) => Promise<Buffer>;
  /** Where and as what the result is stored (a new key every time). */
  put: PutOptions;
  /**
   * Refuses, before anything is stored, an image the organization's storage has no room for (`requireRoom`,
   * decision 0038); `link`'s transaction counts it and decides.
   */
  room?: (image: Buffer) => Promise<void>;
};

/**
 * An uploaded image's way into storage: the request's raw body to a temporary file, converted (the temporary file
 * removed either way), checked against the storage left (`room`), stored under a new key, then `link`ed to its
 * record with its size (the record's transaction counts it in the organization's storage used). When linking fails
 * (a refusal past the plan's storage among others) the new file is deleted and the error stands. Answers what
 * `link` answered (e.g. the replaced image, for the caller to delete).
 */
export async function storeUploadedImage<T>(
  request: FastifyRequest,
  storage: Storage,
  { dir, maxBytes, messages, convert, put, room }: ImageUpload,
  link: (key: string, bytes: number) => Promise<T>,
): Promise<T> {
  const upload = await receiveToTempFile(request, { dir, maxBytes, messages });
  let image: Buffer;
  try {
    image = await convert(upload.path);
  } finally {
    await upload.remove();
  }
  if (room) await room(image);
  const stored = await storage.put(Readable.from([image]), put);
  try {
    return await link(stored.key, stored.size);
  } catch (err) {
    await storage.delete(stored.key).catch(() => undefined);
    throw err;
  }
}

/** A stored image as the answer, cached for good: a new upload gets a new key, so a key's bytes never change. */
export function sendStoredImage(
  reply: FastifyReply,
  image: { body: Readable; size: number },
  contentType: string,
  cacheControl = "private, max-age=31536000, immutable",
): FastifyReply {
  return reply
    .type(contentType)
    .header("content-length", image.size)
    .header("cache-control", cacheControl)
    .send(image.body);
}
