import { z } from "zod";
import { PHOTO, PHOTO_MSG } from "../photo-rules.ts";

/**
 * Photos (decision 0026): what an upload answers, how a record refers to its photos and how it shows them.
 * A module's contract puts `photoIds` in its create and update bodies and `z.array(photoRef)` in its answers.
 */

/** An uploaded photo: its id (what a record keeps), its size and where the image and its thumbnail are. */
export const photoUpload = z.object({
  id: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** `/api/photos/<id>/thumb`: a JPEG whose long side is at most 320 px. */
  thumbUrl: z.string(),
  /** `/api/photos/<id>`: a JPEG whose long side is at most 1600 px. */
  url: z.string(),
});
export type PhotoUpload = z.infer<typeof photoUpload>;

/** A record's photo as the record's answer carries it. */
export const photoRef = photoUpload.extend({ caption: z.string() });
export type PhotoRef = z.infer<typeof photoRef>;

/** The photos a record carries, in their order: at most 20, each once (the server checks they are the caller's). */
export const photoIds = z
  .array(z.string().min(1).max(100))
  .max(PHOTO.maxPerRecord, PHOTO_MSG.tooMany)
  .refine((ids) => new Set(ids).size === ids.length, PHOTO_MSG.repeated);
export type PhotoIds = z.infer<typeof photoIds>;

/** The upload's query string: an optional caption. */
export const photoUploadQuery = z.object({
  caption: z.string().trim().max(PHOTO.captionMax, PHOTO_MSG.captionTooLong).default(""),
});
export type PhotoUploadQuery = z.input<typeof photoUploadQuery>;
