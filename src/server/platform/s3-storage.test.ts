import { HeadObjectCommand, ListMultipartUploadsCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { S3Storage } from "./s3-storage.ts";
import { randomStream, describeStorageContract } from "./storage-contract.ts";
import { createStorage } from "./storage-factory.ts";
import { LocalStorage, StorageKeyError, StorageLimitError } from "./storage.ts";

// s3rver (a Koa app that keeps objects in a folder) ships no types: the little used here.
type KoaContext = {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  headers: Record<string, string | string[] | undefined>;
  status: number;
  type: string;
  body: unknown;
};
type KoaMiddleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;
type S3rverApp = { middleware: KoaMiddleware[]; run(): Promise<AddressInfo>; close(): Promise<void> };
type S3rverOptions = {
  port: number;
  address: string;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
};
const S3rver = createRequire(import.meta.url)("s3rver") as new (options: S3rverOptions) => S3rverApp;

const BUCKET = "test-bucket";
const MiB = 1024 * 1024;

let dir: string;
let server: S3rverApp;
let endpoint: string;
let storage: S3Storage;
let inspector: S3Client;
/** Every request s3rver received: method, key (without the bucket), query parameters, body length. */
let requests: { method: string; key: string; query: string[]; length: number }[] = [];
/** Whether the added AbortMultipartUpload answers (off = s3rver's own MethodNotAllowed, as a failing abort). */
let abortWorks = true;

/** s3rver's folder of unfinished multipart uploads: `<uploadId>/{key,metadata,<part>}`. */
const uploadsDir = () => path.join(dir, BUCKET, "._S3rver_uploads");
const unfinishedOnDisk = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()) : []);

const xml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

/**
 * s3rver 3.7 answers ListMultipartUploads with NotImplemented and AbortMultipartUpload with MethodNotAllowed.
 * These two, on s3rver's own folder of unfinished uploads, let the test see and drop them as on real S3.
 */
const multipartAdditions: KoaMiddleware = async (ctx, next) => {
  const [bucket = "", ...rest] = ctx.path.replace(/^\//, "").split("/");
  const key = decodeURIComponent(rest.join("/"));
  requests.push({
    method: ctx.method,
    key,
    query: Object.keys(ctx.query),
    length: Number(one(ctx.headers["content-length"]) || 0),
  });
  if (ctx.method === "GET" && bucket === BUCKET && key === "" && "uploads" in ctx.query) {
    const prefix = one(ctx.query.prefix);
    const uploads = unfinishedOnDisk()
      .map((id) => ({ id, key: fs.readFileSync(path.join(uploadsDir(), id, "key"), "utf8") }))
      .filter((upload) => upload.key.startsWith(prefix));
    ctx.type = "application/xml";
    ctx.body =
      `<?xml version="1.0" encoding="UTF-8"?>\n<ListMultipartUploadsResult><Bucket>${BUCKET}</Bucket><Prefix>${xml(prefix)}</Prefix>` +
      `<IsTruncated>false</IsTruncated>${uploads.map((u) => `<Upload><Key>${xml(u.key)}</Key><UploadId>${u.id}</UploadId></Upload>`).join("")}</ListMultipartUploadsResult>`;
    return;
  }
  if (abortWorks && ctx.method === "DELETE" && bucket === BUCKET && "uploadId" in ctx.query) {
    const id = one(ctx.query.uploadId);
    const folder = path.join(uploadsDir(), id);
    if (
      !/^[0-9a-f]+$/.test(id) ||
      !fs.existsSync(folder) ||
      fs.readFileSync(path.join(folder, "key"), "utf8") !== key
    ) {
      ctx.status = 404;
      ctx.type = "application/xml";
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>`;
      return;
    }
    fs.rmSync(folder, { recursive: true, force: true });
    ctx.status = 204;
    return;
  }
  await next();
};

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "buildops-s3-"));
  server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: dir,
    configureBuckets: [{ name: BUCKET }],
  });
  server.middleware.unshift(multipartAdditions);
  const address = await server.run();
  endpoint = `http://127.0.0.1:${address.port}`;
  const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
  storage = new S3Storage({ bucket: BUCKET, endpoint, ...credentials });
  inspector = new S3Client({ endpoint, forcePathStyle: true, region: "us-east-1", credentials });
});

afterAll(async () => {
  storage.destroy();
  inspector.destroy();
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  requests = [];
  abortWorks = true;
});

/** Objects and unfinished multipart uploads under a prefix, as S3 lists them. */
async function held(prefix: string): Promise<string[]> {
  const objects = await inspector.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `${prefix}/` }));
  const uploads = await inspector.send(new ListMultipartUploadsCommand({ Bucket: BUCKET, Prefix: `${prefix}/` }));
  return [
    ...(objects.Contents ?? []).map((o) => o.Key ?? ""),
    ...(uploads.Uploads ?? []).map((u) => `unfinished upload of ${u.Key ?? ""}`),
  ];
}

describeStorageContract("S3 (s3rver)", () => ({ storage, held }));

describe("S3 storage", () => {
  it("sends a large body in bounded parts and a small one in a single PutObject", async () => {
    const big = await storage.put(randomStream(20 * MiB).body, { prefix: "parts" });
    const parts = requests.filter((r) => r.method === "PUT" && r.query.includes("uploadId"));
    expect(parts.map((r) => r.length)).toEqual([8 * MiB, 8 * MiB, 4 * MiB]);
    expect(requests.filter((r) => r.method === "POST").map((r) => r.query.sort())).toEqual([["uploads"], ["uploadId"]]);

    requests = [];
    const small = await storage.put(Readable.from([Buffer.alloc(1000)]), { prefix: "parts" });
    expect(requests.map((r) => [r.method, r.key, r.query.filter((q) => q !== "x-id")])).toEqual([
      ["PUT", small.key, []],
    ]);
    expect(await storage.delete(big.key)).toBe(true);
    expect(await storage.delete(small.key)).toBe(true);
  });

  it("keeps the media type it is given", async () => {
    const stored = await storage.put(Readable.from(["%PDF-1.7"]), {
      prefix: "typed",
      extension: "pdf",
      contentType: "application/pdf",
    });
    const head = await inspector.send(new HeadObjectCommand({ Bucket: BUCKET, Key: stored.key }));
    expect(head.ContentType).toBe("application/pdf");
    expect(await storage.delete(stored.key)).toBe(true);
  });

  it("aborts the multipart upload of a refused stream (nothing left on s3rver's disk either)", async () => {
    await expect(
      storage.put(randomStream(20 * MiB).body, { prefix: "refused", maxBytes: 10 * MiB }),
    ).rejects.toBeInstanceOf(StorageLimitError);
    const aborts = requests.filter((r) => r.method === "DELETE" && r.query.includes("uploadId"));
    expect(aborts).toHaveLength(1);
    expect(aborts[0]?.key).toMatch(/^refused\/[0-9a-f-]{36}$/);
    expect(requests.some((r) => r.method === "POST" && r.query.includes("uploadId"))).toBe(false);
    expect(unfinishedOnDisk()).toEqual([]);
    expect(await held("refused")).toEqual([]);
  });

  it("still answers StorageLimitError when the abort itself fails, and says so in the log", async () => {
    const warn = vi.fn();
    const logged = new S3Storage(
      { bucket: BUCKET, endpoint, accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
      { warn },
    );
    abortWorks = false;
    try {
      await expect(
        logged.put(randomStream(20 * MiB).body, { prefix: "abort-fails", maxBytes: 10 * MiB }),
      ).rejects.toBeInstanceOf(StorageLimitError);
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ key: expect.stringMatching(/^abort-fails\//) }),
        "Could not abort a failed multipart upload",
      );
      expect(await held("abort-fails")).toHaveLength(1);
    } finally {
      abortWorks = true;
      logged.destroy();
      for (const id of unfinishedOnDisk()) fs.rmSync(path.join(uploadsDir(), id), { recursive: true, force: true });
    }
  });

  it("refuses an invalid key before sending any request", async () => {
    for (const key of ["../secret.txt", "avatars/../../secret.txt", "/etc/passwd", "", "avatars/X.webp"]) {
      await expect(storage.open(key), key).rejects.toThrow(StorageKeyError);
      await expect(storage.stat(key), key).rejects.toThrow(StorageKeyError);
      await expect(storage.delete(key), key).rejects.toThrow(StorageKeyError);
      await expect(storage.put(Readable.from(["x"]), { key, prefix: "avatars" }), key).rejects.toThrow(StorageKeyError);
    }
    expect(requests).toEqual([]);
  });

  it("treats a missing bucket as an error, not as a missing file", async () => {
    const elsewhere = new S3Storage({
      bucket: "no-such-bucket",
      endpoint,
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
    });
    try {
      await expect(elsewhere.open("avatars/none.webp")).rejects.toMatchObject({ name: "NoSuchBucket" });
      await expect(elsewhere.put(Readable.from(["x"]), { prefix: "avatars" })).rejects.toMatchObject({
        name: "NoSuchBucket",
      });
    } finally {
      elsewhere.destroy();
    }
  });
});

describe("createStorage", () => {
  it("is local disk under DATA_DIR/files without S3_BUCKET, and the bucket with it", async () => {
    const local = await createStorage({ dataDir: dir, s3: null, minFreeDiskBytes: 0 });
    expect(local).toBeInstanceOf(LocalStorage);
    expect(local instanceof LocalStorage && local.tmpDir).toBe(path.join(dir, "files", ".tmp"));

    const s3 = await createStorage({
      dataDir: dir,
      s3: { bucket: "b", endpoint, region: "eu-west-1", accessKeyId: undefined, secretAccessKey: undefined },
      minFreeDiskBytes: 0,
    });
    expect(s3).toBeInstanceOf(S3Storage);
    if (s3 instanceof S3Storage) {
      expect(s3.bucket).toBe("b");
      expect(s3.client.config.forcePathStyle).toBe(true);
      s3.destroy();
    }
  });
});
