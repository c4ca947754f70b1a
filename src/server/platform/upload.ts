import { randomUUID } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { byteLimit, StorageLimitError } from "./storage.ts";
import { badRequest, HttpError } from "./errors.ts";

/**
 * Raw request bodies (an image, a file) taken as a stream rather than parsed, for the routes of the plugin
 * this is installed in (Fastify scopes content-type parsers to the plugin). The stream is kept aside rather
 * than set as `request.body`: nothing else (the input guard, a schema) walks it, and it is read only once
 * the route has checked who is asking.
 */
const rawBodies = new WeakMap<FastifyRequest, Readable>();

export function acceptRawBodies(app: FastifyInstance, contentTypes: (string | RegExp)[]): void {
  for (const type of contentTypes) {
    app.addContentTypeParser(type, (request, payload, done) => {
      rawBodies.set(request, payload);
      done(null, undefined);
    });
  }
}

/** Where request bodies wait while they are checked (removed after each request; swept if a process died mid-way). */
export const uploadTempDir = (dataDir: string) => path.join(dataDir, "tmp");

/** Deletes files in `dir` last written more than `maxAgeMs` ago (left by a crash mid-upload); answers how many. */
export async function removeStaleFiles(dir: string, maxAgeMs: number, now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await fsp.readdir(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const info = await fsp.stat(file).catch(() => null);
    if (info?.isFile() && info.mtimeMs < now - maxAgeMs) {
      await fsp.rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}

/** The raw body a route of an `acceptRawBodies` plugin was sent, or undefined (a JSON or multipart body). */
export function rawBodyOf(request: FastifyRequest): Readable | undefined {
  return rawBodies.get(request);
}

export const tooLarge = (message: string) => new HttpError(413, "PAYLOAD_TOO_LARGE", message);
export const unsupportedMediaType = (message: string) => new HttpError(415, "UNSUPPORTED_MEDIA_TYPE", message);

export type TempUpload = { path: string; size: number; remove: () => Promise<void> };

/**
 * Streams the request's raw body to a temporary file under `dir` (never held whole in memory), refusing
 * with 413 past `maxBytes` (from Content-Length before reading, or while counting) and with 400 when empty.
 * The caller removes the file when done (`remove`, safe to repeat).
 */
export async function receiveToTempFile(
  request: FastifyRequest,
  {
    dir,
    maxBytes,
    messages,
  }: { dir: string; maxBytes: number; messages: { tooLarge: string; empty: string; wrongType: string } },
): Promise<TempUpload> {
  const body = rawBodies.get(request);
  if (!body) throw unsupportedMediaType(messages.wrongType);
  const declared = Number(request.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(messages.tooLarge);

  await fsp.mkdir(dir, { recursive: true });
  const file = path.join(dir, `upload-${randomUUID()}`);
  const remove = () => fsp.rm(file, { force: true });
  const counter = byteLimit(maxBytes);
  try {
    await pipeline(body, counter, fs.createWriteStream(file, { flags: "wx", mode: 0o600 }));
  } catch (err) {
    await remove();
    if (err instanceof StorageLimitError) throw tooLarge(messages.tooLarge);
    // The client went away or sent a broken body: theirs, not ours.
    if (isClientStreamError(err)) throw badRequest("The upload did not complete. Please try again.");
    throw err;
  }
  if (counter.bytes === 0) {
    await remove();
    throw badRequest(messages.empty);
  }
  return { path: file, size: counter.bytes, remove };
}

/** The client went away or sent a broken body. */
export function isClientStreamError(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return code === "ECONNRESET" || code === "ERR_STREAM_PREMATURE_CLOSE" || code === "ECONNABORTED";
}
