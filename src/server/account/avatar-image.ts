import { AVATAR, AVATAR_MSG } from "../../shared/contracts/profile.ts";
import { convertUploadedImage } from "../platform/uploaded-image.ts";

/**
 * The stored avatar from an uploaded file: a 256×256 WebP, cropped to fill the square (cover), turned
 * upright from the EXIF orientation, metadata dropped, the first frame of an animation only. Anything that
 * is not a readable JPEG, PNG, WebP or GIF answers 400 with the picker's own message. The result is a few
 * kilobytes, so it is returned whole.
 */
export const toAvatarWebp = (file: string): Promise<Buffer> =>
  convertUploadedImage(file, { maxInputPixels: AVATAR.maxInputPixels, messages: AVATAR_MSG }, (image) =>
    image.resize(AVATAR.size, AVATAR.size, { fit: "cover" }).webp({ quality: 82 }),
  );
