import type { PhotoUpload } from "../../shared/contracts/photos.ts";
import { photoEndpoints } from "../../shared/contracts/photos.routes.ts";
import { call } from "./api.ts";
import { uploadTo } from "./upload.ts";

/**
 * The photos' server calls (decision 0026), for the photo picker of any module's form. A record keeps the ids;
 * its answer carries `PhotoRef`s to show (`PhotoThumbnails`).
 */

/** Uploads one photo (the file as the body), reporting progress (0 to 1); answers its id, size and addresses. */
export function uploadPhoto(
  file: Blob,
  { onProgress, signal }: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<PhotoUpload> {
  return uploadTo(photoEndpoints.upload, {}, file, { onProgress, signal });
}

/** Deletes a photo and its files (one uploaded and then removed before its record was saved). */
export async function deletePhoto(id: string): Promise<void> {
  await call(photoEndpoints.remove, { params: { id } });
}
