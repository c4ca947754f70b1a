import { createHash, randomBytes, randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { beforeAll, describe, expect, it } from "vitest";
import { newStorageKey, StorageKeyError, StorageLimitError, type Storage } from "./storage.ts";

/** A storage under test and a look at what its backend holds. */
export type StorageSubject = {
  storage: Storage;
  /**
   * Everything the backend holds under a prefix, finished or not (local temp files, S3's unfinished multipart
   * uploads), as names: whatever a failed put might leave behind.
   */
  held(prefix: string): Promise<string[]>;
};

const MiB = 1024 * 1024;

/** A stream of `size` random bytes in 64 KiB chunks, made as read, and the SHA-256 of what it gave. */
export function randomStream(size: number, chunk = 64 * 1024): { body: Readable; digest: () => string } {
  const hash = createHash("sha256");
  let left = size;
  const body = new Readable({
    read() {
      if (left === 0) {
        this.push(null);
        return;
      }
      const bytes = randomBytes(Math.min(chunk, left));
      left -= bytes.length;
      hash.update(bytes);
      this.push(bytes);
    },
  });
  return { body, digest: () => hash.copy().digest("hex") };
}

async function sha256(body: Readable): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of body) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** A stream that gives `before` bytes and then fails as a client that went away. */
function failingAfter(before: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= before) {
        this.destroy(new Error("client went away"));
        return;
      }
      const bytes = randomBytes(Math.min(64 * 1024, before - sent));
      sent += bytes.length;
      this.push(bytes);
    },
  });
}

/** A prefix no other test uses (a uuid fits a key segment). */
const freshPrefix = () => `contract-${randomUUID()}`;

/**
 * What every `Storage` must do, the same against local disk and S3. `subject` is called in a beforeAll, after
 * the file's own (which may start a server).
 */
export function describeStorageContract(name: string, subject: () => StorageSubject | Promise<StorageSubject>): void {
  describe(`${name}: the Storage contract`, () => {
    let storage: Storage;
    let held: (prefix: string) => Promise<string[]>;
    beforeAll(async () => {
      const made = await subject();
      storage = made.storage;
      held = made.held;
    });

    it("stores a stream under a fresh key and answers its size; opens, stats and deletes it", async () => {
      const prefix = freshPrefix();
      const stored = await storage.put(Readable.from(["hello ", "world"]), {
        prefix,
        extension: "txt",
        contentType: "text/plain",
      });
      expect(stored).toEqual({ key: expect.stringMatching(new RegExp(`^${prefix}/[0-9a-f-]{36}\\.txt$`)), size: 11 });

      const opened = await storage.open(stored.key);
      if (!opened) throw new Error("stored file not found");
      expect(opened.size).toBe(11);
      expect(await text(opened.body)).toBe("hello world");

      const info = await storage.stat(stored.key);
      expect(info?.size).toBe(11);
      expect(info?.modifiedAt).toBeInstanceOf(Date);
      expect(Math.abs((info?.modifiedAt.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);

      expect(await storage.delete(stored.key)).toBe(true);
      expect(await storage.delete(stored.key)).toBe(false);
      expect(await storage.open(stored.key)).toBeNull();
      expect(await storage.stat(stored.key)).toBeNull();
      expect(await held(prefix)).toEqual([]);
    });

    it("writes under a key made beforehand, and refuses one of the wrong form", async () => {
      const prefix = freshPrefix();
      const key = newStorageKey(prefix, "pdf");
      expect(await storage.put(Readable.from([Buffer.from("%PDF-1.7")]), { key, prefix })).toEqual({ key, size: 8 });
      expect((await storage.stat(key))?.size).toBe(8);
      for (const bad of ["../escape.pdf", `${prefix}/../x`, "/abs/x", `${prefix}/X.PDF`]) {
        await expect(storage.put(Readable.from(["x"]), { key: bad, prefix }), bad).rejects.toThrow(StorageKeyError);
      }
      await expect(storage.put(Readable.from(["x"]), { prefix: "../up" })).rejects.toThrow(StorageKeyError);
      expect(await held(prefix)).toEqual([key]);
      expect(await storage.delete(key)).toBe(true);
    });

    it("stores an empty stream", async () => {
      const stored = await storage.put(Readable.from([]), { prefix: freshPrefix() });
      expect(stored.size).toBe(0);
      const opened = await storage.open(stored.key);
      expect(opened?.size).toBe(0);
      expect(await text(opened?.body ?? Readable.from([]))).toBe("");
      expect(await storage.delete(stored.key)).toBe(true);
    });

    it("answers null (and false) for a key with nothing under it, however often asked", async () => {
      for (const key of ["avatars/none.webp", "nowhere/at/all", newStorageKey("documents")]) {
        expect(await storage.open(key), key).toBeNull();
        expect(await storage.stat(key), key).toBeNull();
        expect(await storage.delete(key), key).toBe(false);
        expect(await storage.delete(key), key).toBe(false);
      }
    });

    it("refuses keys a server never makes, on every method", async () => {
      for (const key of [
        "",
        "../secret.txt",
        "avatars/../../secret.txt",
        "/etc/passwd",
        ".tmp",
        ".tmp/x",
        "Avatars/x",
        "a/b.c.d",
        "a\\b",
        "avatars/x\u0000",
      ]) {
        await expect(storage.open(key), key).rejects.toThrow(StorageKeyError);
        await expect(storage.stat(key), key).rejects.toThrow(StorageKeyError);
        await expect(storage.delete(key), key).rejects.toThrow(StorageKeyError);
      }
    });

    it("round-trips a file larger than several upload parts, byte for byte", async () => {
      const size = 20 * MiB + 12_345;
      const source = randomStream(size);
      const stored = await storage.put(source.body, { prefix: freshPrefix(), contentType: "application/octet-stream" });
      expect(stored.size).toBe(size);
      expect((await storage.stat(stored.key))?.size).toBe(size);
      const opened = await storage.open(stored.key);
      if (!opened) throw new Error("stored file not found");
      expect(opened.size).toBe(size);
      expect(await sha256(opened.body)).toBe(source.digest());
      expect(await storage.delete(stored.key)).toBe(true);
    });

    it("keeps nothing of a stream past its byte limit, small or past a part, and refuses it as StorageLimitError", async () => {
      const prefix = freshPrefix();
      await expect(
        storage.put(Readable.from([Buffer.alloc(600), Buffer.alloc(600)]), { prefix, maxBytes: 1000 }),
      ).rejects.toThrow(StorageLimitError);
      // Past 12 MiB: the first part (at most 8 MiB) is sent before the limit is reached.
      const big = randomStream(20 * MiB);
      const refused = storage.put(big.body, { prefix, maxBytes: 12 * MiB });
      await expect(refused).rejects.toBeInstanceOf(StorageLimitError);
      await expect(refused).rejects.toMatchObject({ maxBytes: 12 * MiB });
      expect(await held(prefix)).toEqual([]);

      const exact = await storage.put(Readable.from([Buffer.alloc(1000)]), { prefix, maxBytes: 1000 });
      expect(exact.size).toBe(1000);
      expect(await held(prefix)).toEqual([exact.key]);
      expect(await storage.delete(exact.key)).toBe(true);
    });

    it("keeps nothing of a stream that fails, before or after a part was sent, and passes its error on", async () => {
      const prefix = freshPrefix();
      for (const before of [100, 10 * MiB]) {
        await expect(storage.put(failingAfter(before), { prefix }), String(before)).rejects.toThrow("client went away");
      }
      expect(await held(prefix)).toEqual([]);
    });
  });
}
