import fsp from "node:fs/promises";
import sharp from "sharp";
import { AVATAR, AVATAR_MSG } from "../../shared/contracts/profile.ts";
import { badRequest } from "../platform/errors.ts";

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

/**
 * The stored avatar from an uploaded file: a 256×256 WebP, cropped to fill the square (cover), turned
 * upright from the EXIF orientation, metadata dropped, the first frame of an animation only. Anything that
 * is not a readable JPEG, PNG, WebP or GIF answers 400 with the picker's own message. The result is a few
 * kilobytes, so it is returned whole.
 */
export async function toAvatarWebp(file: string): Promise<Buffer> {
  const format = sniffImageFormat(await readHead(file));
  if (!format) throw badRequest(AVATAR_MSG.wrongType);
  const options = { limitInputPixels: AVATAR.maxInputPixels, failOn: "error" as const };
  const meta = await sharp(file, options)
    .metadata()
    .catch((err: unknown) => {
      throw badRequest(isPixelLimit(err) ? AVATAR_MSG.tooManyPixels : AVATAR_MSG.wrongType);
    });
  if (meta.format !== format) throw badRequest(AVATAR_MSG.wrongType);
  if ((meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0) > AVATAR.maxInputPixels) throw badRequest(AVATAR_MSG.tooManyPixels);
  try {
    return await sharp(file, options)
      .rotate()
      .resize(AVATAR.size, AVATAR.size, { fit: "cover" })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (err) {
    throw badRequest(isPixelLimit(err) ? AVATAR_MSG.tooManyPixels : AVATAR_MSG.wrongType);
  }
}

const isPixelLimit = (err: unknown) => err instanceof Error && /pixel limit/i.test(err.message);
