import { randomUUID } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Transform, type Readable, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import { HttpError } from "./errors.ts";

/**
 * Where uploaded and generated files live. Keys are made by the server (`<prefix>/<uuid>[.<ext>]`), never
 * from a client's file name; a key that does not have that form is refused before it reaches a path or an
 * object name. Local disk by default; an S3-compatible implementation fits the same interface (issue 5).
 */
export interface Storage {
  /** Streams `body` into a new object under a fresh key; refuses (StorageLimitError) past `maxBytes`. */
  put(body: Readable, options: PutOptions): Promise<StoredFile>;
  /** A read stream of an object and its size, or null when there is none. */
  open(key: string): Promise<{ body: Readable; size: number } | null>;
  /** An object's size and time of writing, or null when there is none. */
  stat(key: string): Promise<{ size: number; modifiedAt: Date } | null>;
  /** Removes an object; true when there was one. Safe to repeat. */
  delete(key: string): Promise<boolean>;
}

export type PutOptions = {
  /**
   * A key made beforehand with `newStorageKey` (so that a record of it can be written before the bytes); when
   * absent, a fresh key under `prefix`.
   */
  key?: string;
  /** The key's folder, e.g. "avatars" or "documents/<organization id>": lowercase letters, digits, dashes. */
  prefix: string;
  /** The key's extension without a dot, e.g. "webp"; chosen by the server from the content, never the client. */
  extension?: string;
  /** Bytes at most; the write stops and nothing is kept beyond it. */
  maxBytes?: number;
  /** The media type (kept by object stores; local disk infers it from the key's extension). */
  contentType?: string;
};

export type StoredFile = { key: string; size: number };

/** A stream passed its byte limit. */
export class StorageLimitError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The stream is larger than ${maxBytes} bytes.`);
  }
}

/** The 507 when local disk would fall below its reserve: the server refuses a file before the disk fills. */
export const diskFull = () =>
  new HttpError(
    507,
    "INSUFFICIENT_STORAGE",
    "The server is running out of disk space, so the file was not stored. Please try again later or tell your administrator.",
  );

/** Free bytes for an unprivileged writer on the file system holding `dir`. */
export async function freeBytes(dir: string): Promise<number> {
  const stats = await fsp.statfs(dir);
  return stats.bavail * stats.bsize;
}

/** A key (or prefix) that a server-made key can never be: a bug or a forged value, never a path. */
export class StorageKeyError extends Error {}

const SEGMENT = "[a-z0-9][a-z0-9-]{0,63}";
const PREFIX_RE = new RegExp(`^${SEGMENT}(?:/${SEGMENT}){0,7}$`);
const EXTENSION_RE = /^[a-z0-9]{1,8}$/;
const KEY_RE = new RegExp(`^${SEGMENT}(?:/${SEGMENT}){0,8}(?:\\.[a-z0-9]{1,8})?$`);

/** Whether a string has the form of a key the server makes (no dots but the extension's, no `..`, no `/` at the ends). */
export function isStorageKey(key: string): boolean {
  return KEY_RE.test(key);
}

/** A fresh key under a prefix: `<prefix>/<uuid>[.<extension>]`. */
export function newStorageKey(prefix: string, extension?: string): string {
  if (!PREFIX_RE.test(prefix)) throw new StorageKeyError(`Invalid storage prefix: ${JSON.stringify(prefix)}`);
  if (extension !== undefined && !EXTENSION_RE.test(extension))
    throw new StorageKeyError(`Invalid storage extension: ${JSON.stringify(extension)}`);
  return `${prefix}/${randomUUID()}${extension ? `.${extension}` : ""}`;
}

/** The key a put writes to: the one given (checked) or a fresh one. */
export function keyFor(options: PutOptions): string {
  if (options.key === undefined) return newStorageKey(options.prefix, options.extension);
  if (!isStorageKey(options.key)) throw new StorageKeyError(`Invalid storage key: ${JSON.stringify(options.key)}`);
  return options.key;
}

/** Passes bytes through, counting them; fails with StorageLimitError once past `maxBytes`. */
export function byteLimit(maxBytes: number): Transform & { readonly bytes: number } {
  let bytes = 0;
  const limiter = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      bytes += chunk.length;
      if (bytes > maxBytes) callback(new StorageLimitError(maxBytes));
      else callback(null, chunk);
    },
  });
  return Object.defineProperty(limiter, "bytes", { get: () => bytes }) as Transform & { readonly bytes: number };
}

/**
 * Files under `root` (DATA_DIR/files): each key is a relative path. A write goes to `root/.tmp` first and is
 * renamed into place once complete, so a reader never sees half a file and a failed upload leaves nothing.
 */
export class LocalStorage implements Storage {
  /** Writes in progress (a crash may leave some: swept by maintenance). */
  readonly tmpDir: string;

  /** `minFreeBytes`: what a write must leave free on the disk (MIN_FREE_DISK_BYTES); past it, 507. */
  constructor(
    private readonly root: string,
    private readonly minFreeBytes = 0,
  ) {
    this.root = path.resolve(root);
    this.tmpDir = path.join(this.root, ".tmp");
  }

  async put(body: Readable, options: PutOptions): Promise<StoredFile> {
    const key = keyFor(options);
    const target = this.pathOf(key);
    await fsp.mkdir(this.tmpDir, { recursive: true });
    const temp = path.join(this.tmpDir, randomUUID());
    // What the disk can take and keep its reserve: a stream past it stops there, before the disk fills.
    const room = (await freeBytes(this.tmpDir)) - this.minFreeBytes;
    if (room <= 0) throw diskFull();
    const maxBytes = options.maxBytes ?? Number.MAX_SAFE_INTEGER;
    const counter = byteLimit(Math.min(maxBytes, room));
    const out = fs.createWriteStream(temp, { flags: "wx", mode: 0o640 });
    try {
      await pipeline(body, counter, out);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      await fsp.rename(temp, target);
    } catch (err) {
      // A stream refused early may fail before its file is even opened: the file appears when the open completes,
      // so it is removed once the stream has closed (a busy machine left empty files in .tmp otherwise).
      if (!out.closed) await new Promise<void>((resolve) => out.once("close", () => resolve()));
      await fsp.rm(temp, { force: true });
      if (err instanceof StorageLimitError && room < maxBytes) throw diskFull();
      throw err;
    }
    return { key, size: counter.bytes };
  }

  async open(key: string): Promise<{ body: Readable; size: number } | null> {
    let handle: fsp.FileHandle;
    try {
      handle = await fsp.open(this.pathOf(key), "r");
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
    try {
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return null;
      }
      return { body: handle.createReadStream(), size: info.size };
    } catch (err) {
      await handle.close();
      throw err;
    }
  }

  async stat(key: string): Promise<{ size: number; modifiedAt: Date } | null> {
    try {
      const info = await fsp.stat(this.pathOf(key));
      return info.isFile() ? { size: info.size, modifiedAt: info.mtime } : null;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<boolean> {
    try {
      await fsp.unlink(this.pathOf(key));
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  }

  /** The file of a key; the key's form already rules out `..` and absolute paths, the check below says so twice. */
  private pathOf(key: string): string {
    if (!isStorageKey(key)) throw new StorageKeyError(`Invalid storage key: ${JSON.stringify(key)}`);
    const full = path.resolve(this.root, key);
    if (!full.startsWith(this.root + path.sep))
      throw new StorageKeyError(`Invalid storage key: ${JSON.stringify(key)}`);
    return full;
  }
}

function isMissing(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return code === "ENOENT" || code === "ENOTDIR";
}
