import sharp from "sharp";
import { PHOTO, PHOTO_MSG } from "../../shared/photos.ts";
import { convertUploadedImage } from "./uploaded-image.ts";

/** What is kept of an uploaded photo: the image and its thumbnail (JPEG both), and the image's size. */
export type PreparedPhoto = { image: Buffer; thumb: Buffer; width: number; height: number };

/** A transparent picture gets a white background, as it would show on a page (JPEG has no transparency). */
const WHITE = { r: 255, g: 255, b: 255 };

/**
 * The photo to keep from an uploaded file (decision 0026): turned upright from the EXIF orientation, metadata
 * dropped (GPS among it), converted to sRGB, scaled so that its long side is at most 1600 px (never enlarged) and
 * encoded as a JPEG of quality 80; its thumbnail (long side at most 320 px) is made from that result. Anything that
 * is not a readable JPEG, PNG, WebP or GIF of at most 50 megapixels answers 400 with the picker's message.
 */
export async function preparePhoto(file: string): Promise<PreparedPhoto> {
  const image = await convertUploadedImage(
    file,
    { maxInputPixels: PHOTO.maxInputPixels, messages: PHOTO_MSG },
    (upright) =>
      upright
        .flatten({ background: WHITE })
        .resize(PHOTO.maxSide, PHOTO.maxSide, { fit: "inside", withoutEnlargement: true })
        .jpeg({ quality: PHOTO.quality }),
  );
  // Our own JPEG from here on: its header is read, and the thumbnail scaled from it (no second decode of the original).
  const { width, height } = await sharp(image).metadata();
  const thumb = await sharp(image)
    .resize(PHOTO.thumbSide, PHOTO.thumbSide, { fit: "inside", withoutEnlargement: true })
    .jpeg({ quality: PHOTO.thumbQuality })
    .toBuffer();
  return { image, thumb, width, height };
}
