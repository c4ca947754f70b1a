import path from "node:path";
import type { Config } from "../config.ts";
import { S3Storage, type StorageLog } from "./s3-storage.ts";
import { LocalStorage, type Storage } from "./storage.ts";

/** The configured file storage: the S3 bucket when S3_BUCKET is set (decision 0014), else DATA_DIR/files. */
export function createStorage(config: Pick<Config, "dataDir" | "s3">, log?: StorageLog): Storage {
  if (config.s3) return new S3Storage(config.s3, log);
  return new LocalStorage(path.join(config.dataDir, "files"));
}
