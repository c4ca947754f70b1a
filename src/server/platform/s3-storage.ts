import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
  type S3ClientConfig,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { pipeline, Readable } from "node:stream";
import {
  byteLimit,
  isStorageKey,
  keyFor,
  StorageKeyError,
  type PutOptions,
  type Storage,
  type StoredFile,
} from "./storage.ts";

/** Where the objects live and how to reach them (the S3_* variables, see config.ts). */
export type S3StorageOptions = {
  bucket: string;
  /** An S3-compatible service's URL (MinIO, R2, …); absent = AWS itself. Addressed path-style when set. */
  endpoint?: string;
  /** Default "us-east-1". */
  region?: string;
  /** Both or neither; neither = the SDK's default chain (environment, profile, instance role…). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Bytes per part of a multipart upload (at least 5 MiB); raised when `maxBytes` needs more than 10,000 parts. */
  partSize?: number;
  /** Parts sent at once per upload: with the part being filled, about (queueSize + 1) × partSize is held. */
  queueSize?: number;
};

/** Where a failure that does not change the answer is reported (a pino or Fastify logger fits). */
export type StorageLog = { warn(obj: object, msg: string): void };

const MiB = 1024 * 1024;
/** S3's limit on the parts of one upload. */
const MAX_PARTS = 10_000;

/**
 * Objects in an S3-compatible bucket; each key is the object's name. A put streams through `byteLimit` into a
 * multipart upload of bounded parts (nothing is held whole) and aborts it on any failure, so a refused or
 * broken upload leaves neither an object nor unfinished parts. A body smaller than a part is one PutObject.
 */
export class S3Storage implements Storage {
  readonly client: S3Client;
  readonly bucket: string;
  private readonly partSize: number;
  private readonly queueSize: number;

  constructor(
    options: S3StorageOptions,
    private readonly log?: StorageLog,
  ) {
    this.bucket = options.bucket;
    this.partSize = Math.max(5 * MiB, options.partSize ?? 8 * MiB);
    this.queueSize = Math.max(1, options.queueSize ?? 2);
    const config: S3ClientConfig = {
      region: options.region || "us-east-1",
      // A download holds its connection while the browser reads; the SDK's default of 50 would queue the 51st.
      requestHandler: {
        connectionTimeout: 10_000,
        httpAgent: { keepAlive: true, maxSockets: 256 },
        httpsAgent: { keepAlive: true, maxSockets: 256 },
      },
    };
    if (options.endpoint) {
      config.endpoint = options.endpoint;
      config.forcePathStyle = true;
      // Many S3-compatible services do not take the SDK's newer default checksums (CRC32 on every part).
      config.requestChecksumCalculation = "WHEN_REQUIRED";
      config.responseChecksumValidation = "WHEN_REQUIRED";
    } else {
      config.followRegionRedirects = true;
    }
    if (options.accessKeyId && options.secretAccessKey) {
      config.credentials = { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey };
    }
    this.client = new S3Client(config);
  }

  async put(body: Readable, options: PutOptions): Promise<StoredFile> {
    const key = keyFor(options);
    const maxBytes = options.maxBytes ?? Number.MAX_SAFE_INTEGER;
    const counter = byteLimit(maxBytes);
    // A failure on either side (the limit, the client going away) destroys the other; the upload's read of
    // `counter` then rejects with that very error. A stop on the upload's side destroys the body.
    pipeline(body, counter, () => undefined);
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.bucket,
        Key: key,
        Body: counter,
        ...(options.contentType ? { ContentType: options.contentType } : {}),
      },
      partSize: this.partSizeFor(options.maxBytes),
      queueSize: this.queueSize,
      // The abort below is ours, so that its own failure cannot hide the reason of the first one (lib-storage
      // would throw the abort's error instead).
      leavePartsOnError: true,
    });
    try {
      await upload.done();
    } catch (err) {
      counter.destroy();
      await this.abortUpload(key, upload.uploadId);
      throw err;
    }
    return { key, size: counter.bytes };
  }

  async open(key: string): Promise<{ body: Readable; size: number } | null> {
    this.check(key);
    let answer;
    try {
      answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
    const body = answer.Body;
    if (!(body instanceof Readable) || answer.ContentLength === undefined) {
      if (body instanceof Readable) body.destroy();
      throw new Error(`S3 answered GetObject for ${key} without a stream or a length.`);
    }
    return { body, size: answer.ContentLength };
  }

  async stat(key: string): Promise<{ size: number; modifiedAt: Date } | null> {
    this.check(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<boolean> {
    // S3's DeleteObject succeeds whether or not there was an object: ask first, to answer the interface's question.
    if ((await this.stat(key)) === null) return false;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    return true;
  }

  /** Closes the client's connections. */
  destroy(): void {
    this.client.destroy();
  }

  /** Parts big enough that the largest allowed body fits in S3's 10,000. */
  private partSizeFor(maxBytes: number | undefined): number {
    if (maxBytes === undefined) return this.partSize;
    return Math.max(this.partSize, Math.ceil(maxBytes / MAX_PARTS));
  }

  /** Drops the parts of a failed multipart upload (none when the body never filled a part). */
  private async abortUpload(key: string, uploadId: string | undefined): Promise<void> {
    if (uploadId === undefined) return;
    try {
      await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId }));
    } catch (err) {
      // The bucket's lifecycle rule (AbortIncompleteMultipartUpload) is the backstop; the upload failed either way.
      this.log?.warn({ err, key, uploadId }, "Could not abort a failed multipart upload");
    }
  }

  private check(key: string): void {
    if (!isStorageKey(key)) throw new StorageKeyError(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

/** NoSuchKey from GetObject; HeadObject's 404 has no body, so the SDK names it NotFound. */
function isMissing(err: unknown): boolean {
  return err instanceof S3ServiceException && (err.name === "NoSuchKey" || err.name === "NotFound");
}
