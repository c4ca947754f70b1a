import { LOGO, LOGO_MSG } from "../../shared/contracts/company.ts";
import { convertUploadedImage } from "../platform/uploaded-image.ts";

/**
 * The stored logo from an uploaded file: a PNG that fits in 600×240 (scaled down keeping its proportions, never
 * enlarged), its transparency kept (documents print it on white or on a coloured band), turned upright from
 * the EXIF orientation, metadata dropped, the first frame of an animation only. The content must be a JPEG,
 * PNG, WebP or GIF (judged by its first bytes, then by sharp, before any decoding), of at most 40 megapixels;
 * anything else is 400 with the picker's message. The result is small, so it is returned whole.
 */
export const toLogoPng = (file: string): Promise<Buffer> =>
  convertUploadedImage(file, { maxInputPixels: LOGO.maxInputPixels, messages: LOGO_MSG }, (image) =>
    image
      .resize(LOGO.maxWidth, LOGO.maxHeight, { fit: "inside", withoutEnlargement: true })
      .png({ compressionLevel: 9, adaptiveFiltering: true }),
  );
