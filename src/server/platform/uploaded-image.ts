import fsp from "node:fs/promises";
import sharp, { type Sharp } from "sharp";
import { badRequest } from "./errors.ts";

export type ImageFormat = "jpeg" | "png" | "webp" | "gif";

/**
 * The format an upload's first bytes announce, or null. Checked before any decoder sees the file, so that
 * only these four reach libvips (not SVG, TIFF, HEIF or whatever else it can read), whatever the client called it.
 */
export function sniffImageFormat(head: Uint8Array): ImageFormat | null {
  const starts = (bytes: number[], at = 0) => bytes.every((b, i) => head[at + i] === b);
  if (starts([0xff, 0xd8, 0xff])) return "jpeg";
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (starts([0x47, 0x49, 0x46, 0x38]) && (head[4] === 0x37 || head[4] === 0x39) && head[5] === 0x61) return "gif";
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}

async function readHead(file: string, bytes = 16): Promise<Uint8Array> {
  const handle = await fsp.open(file, "r");
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

const isPixelLimit = (err: unknown) => err instanceof Error && /pixel limit/i.test(err.message);

/** What an uploaded image may be, and the picker's own words for a refusal. */
export type UploadedImageRules = {
  /** Larger originals (pixels) are refused before decoding (a small file can still unpack huge). */
  maxInputPixels: number;
  messages: { wrongType: string; tooManyPixels: string };
};

/**
 * The image to keep from an uploaded file: turned upright from the EXIF orientation, then shaped and encoded by
 * `transform` (sharp drops the metadata and reads the first frame of an animation only). The content must be a
 * JPEG, PNG, WebP or GIF (judged by its first bytes, then by sharp, before any decoding) of at most
 * `maxInputPixels`; anything else is 400 with the rules' messages. The result is small, so it is returned whole.
 */
export async function convertUploadedImage(
  file: string,
  { maxInputPixels, messages }: UploadedImageRules,
  transform: (image: Sharp) => Sharp,
): Promise<Buffer> {
  const refusal = (err: unknown) => badRequest(isPixelLimit(err) ? messages.tooManyPixels : messages.wrongType);
  const format = sniffImageFormat(await readHead(file));
  if (!format) throw badRequest(messages.wrongType);
  const options = { limitInputPixels: maxInputPixels, failOn: "error" as const };
  const meta = await sharp(file, options)
    .metadata()
    .catch((err: unknown) => {
      throw refusal(err);
    });
  if (meta.format !== format) throw badRequest(messages.wrongType);
  if ((meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0) > maxInputPixels)
    throw badRequest(messages.tooManyPixels);
  try {
    return await transform(sharp(file, options).rotate()).toBuffer();
  } catch (err) {
    throw refusal(err);
  }
}
