import path from "node:path";
import type { Config } from "../config.ts";
import type { StorageLog } from "./s3-storage.ts";
import { LocalStorage, type Storage } from "./storage.ts";

/**
 * The configured file storage: the S3 bucket when S3_BUCKET is set (decision 0014), else DATA_DIR/files. The AWS
 * SDK is loaded only for a bucket (it costs about 20 MiB and some 100 ms at start).
 */
export async function createStorage(
  config: Pick<Config, "dataDir" | "s3" | "minFreeDiskBytes">,
  log?: StorageLog,
): Promise<Storage> {
  if (config.s3) {
    const { S3Storage } = await import("./s3-storage.ts");
    return new S3Storage(config.s3, log);
  }
  return new LocalStorage(path.join(config.dataDir, "files"), config.minFreeDiskBytes);
}
