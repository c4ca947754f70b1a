import fsp from "node:fs/promises";
import sharp from "sharp";
import { LOGO, LOGO_MSG } from "../../shared/contracts/company.ts";
import { badRequest } from "../platform/errors.ts";
import { sniffImageFormat } from "./avatar-image.ts";

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

/**
 * The stored logo from an uploaded file: a PNG that fits in 600×240 (scaled down keeping its proportions, never
 * enlarged), its transparency kept (documents print it on white or on a coloured band), turned upright from
 * the EXIF orientation, metadata dropped, the first frame of an animation only. The content must be a JPEG,
 * PNG, WebP or GIF (judged by its first bytes, then by sharp, before any decoding), of at most 40 megapixels;
 * anything else is 400 with the picker's message. The result is small, so it is returned whole.
 */
export async function toLogoPng(file: string): Promise<Buffer> {
  const format = sniffImageFormat(await readHead(file));
  if (!format) throw badRequest(LOGO_MSG.wrongType);
  const options = { limitInputPixels: LOGO.maxInputPixels, failOn: "error" as const };
  const meta = await sharp(file, options)
    .metadata()
    .catch((err: unknown) => {
      throw badRequest(isPixelLimit(err) ? LOGO_MSG.tooManyPixels : LOGO_MSG.wrongType);
    });
  if (meta.format !== format) throw badRequest(LOGO_MSG.wrongType);
  if ((meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0) > LOGO.maxInputPixels) throw badRequest(LOGO_MSG.tooManyPixels);
  try {
    return await sharp(file, options)
      .rotate()
      .resize(LOGO.maxWidth, LOGO.maxHeight, { fit: "inside", withoutEnlargement: true })
      .png({ compressionLevel: 9, adaptiveFiltering: true })
      .toBuffer();
  } catch (err) {
    throw badRequest(isPixelLimit(err) ? LOGO_MSG.tooManyPixels : LOGO_MSG.wrongType);
  }
}
