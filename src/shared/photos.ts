import { href } from "./route.ts";
import { photoEndpoints } from "./contracts/photos.routes.ts";
import { PHOTO, PHOTO_MSG } from "./photo-rules.ts";

/**
 * Photos taken on site (decision 0026): the plain values both sides use, without zod (a screen imports these;
 * the schemas are in `contracts/photos.ts`).
 */
export { PHOTO, PHOTO_MSG };

/** Where a photo and its thumbnail are served (to members of its organization). */
export const photoUrl = (id: string) => href(photoEndpoints.image, { params: { id } });
export const photoThumbUrl = (id: string) => href(photoEndpoints.thumb, { params: { id } });

const ACCEPTED: readonly string[] = PHOTO.acceptedTypes;

/**
 * The browser's quick check before an upload (empty, type, size), with the server's messages; null when the file
 * may go. A file without a type (some phones' browsers give none) goes: the server judges the content anyway.
 */
export function photoFileProblem(file: { size: number; type: string }): string | null {
  if (file.size === 0) return PHOTO_MSG.empty;
  if (file.type !== "" && !ACCEPTED.includes(file.type)) return PHOTO_MSG.wrongType;
  if (file.size > PHOTO.maxBytes) return PHOTO_MSG.tooLarge;
  return null;
}
