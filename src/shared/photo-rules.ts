/**
 * Photos taken on site (decision 0026): the limits and messages both sides use, without zod. Apart from
 * `photos.ts` (which re-exports them) so that the schemas in `contracts/photos.ts` take them without reaching
 * the photos' addresses, which come from the route table that names those schemas' types.
 */
export const PHOTO = {
  /** The largest upload: a phone's full-size JPEG is 2 to 8 MB. */
  maxBytes: 15 * 1024 * 1024,
  /** Larger originals (pixels) are refused before decoding; 50 MP keeps a 50-megapixel phone sensor's photo. */
  maxInputPixels: 50_000_000,
  /** The stored image: a JPEG whose long side is at most this many pixels (never enlarged). */
  maxSide: 1600,
  quality: 80,
  /** The thumbnail: a JPEG whose long side is at most this many pixels. */
  thumbSide: 320,
  thumbQuality: 70,
  /** Photos one record may carry. */
  maxPerRecord: 20,
  captionMax: 200,
  /** Media types the picker offers; the server decides from the content, not from this. */
  acceptedTypes: ["image/jpeg", "image/png", "image/webp", "image/gif"],
} as const;

export const PHOTO_MSG = {
  add: "Add photos",
  addMore: "Add more photos",
  choose: "Choose photos",
  cameraLabel: "Take photos",
  fileLabel: "Photo files",
  uploadingPhoto: (name: string) => `Uploading ${name}`,
  uploadingCount: (n: number) => (n === 1 ? "Uploading 1 photo" : `Uploading ${n} photos`),
  uploadedPhoto: "Photo uploaded:",
  remove: "Remove",
  removePhoto: (n: number) => `Remove photo ${n}`,
  removed: (n: number) => `Photo ${n} removed`,
  retry: "Retry",
  retryPhoto: (n: number) => `Retry photo ${n}`,
  openPhoto: (n: number) => `Open photo ${n}`,
  photoAlt: (n: number) => `Photo ${n}`,
  photos: "Photos",
  hint: "JPEG, PNG, WebP or GIF, at most 15 MB each.",
  offline:
    "You are offline: photos are kept on this device and uploaded when the connection returns, before the record is sent.",
  waiting: "Waiting to upload",
  keptCount: (n: number) => (n === 1 ? "1 photo kept on this device" : `${n} photos kept on this device`),
  notKept: "Could not keep the photo on this device.",
  notOnDevice: "The photo is no longer on this device.",
  sentWithout: (n: number, reason: string) => `Sent without photo ${n}: ${reason}`,
  full: (max: number) => `At most ${max} photos.`,
  failed: "Could not upload the photo",
  tooLarge: "The photo is too large. Choose one of at most 15 MB.",
  wrongType: "Please choose a JPEG, PNG, WebP or GIF image.",
  empty: "Please choose an image to upload.",
  tooManyPixels: "The photo is too large. Choose one of at most 50 megapixels.",
  tooMany: `A record can have at most ${PHOTO.maxPerRecord} photos.`,
  repeated: "Each photo can be added only once.",
  captionTooLong: `Keep the caption to at most ${PHOTO.captionMax} characters.`,
  notYours: "One of the photos was not found. Please add it again.",
} as const;
