/**
 * An organization's logo in a PDF, decoded once per distinct image (by its bytes' hash) and kept as the two
 * deflated streams a PDF image needs (colour and alpha), which each document then writes as they are: pdfkit would
 * decode the PNG, split its alpha and deflate both again for every document, which costs more than drawing the rest.
 */
import { createHash } from "node:crypto";
import { deflateSync } from "node:zlib";

/** A logo as a PDF image's streams: 8-bit colour (RGB or grey) and, when any pixel is see-through, its alpha. */
export type PreparedLogo = {
  width: number;
  height: number;
  colorSpace: "DeviceRGB" | "DeviceGray";
  pixels: Buffer;
  alpha: Buffer | null;
};

const LOGO_CACHE_SIZE = 32;
/** Prepared logos by the SHA-256 of their bytes, least recently used first; a logo that cannot be read is kept as null. */
const logoCache = new Map<string, Promise<PreparedLogo | null>>();

export function preparedLogo(bytes: Buffer): Promise<PreparedLogo | null> {
  const key = createHash("sha256").update(bytes).digest("base64");
  const cached = logoCache.get(key);
  if (cached) {
    logoCache.delete(key);
    logoCache.set(key, cached);
    return cached;
  }
  const prepared = prepareLogo(bytes);
  logoCache.set(key, prepared);
  if (logoCache.size > LOGO_CACHE_SIZE) {
    const oldest = logoCache.keys().next();
    if (!oldest.done) logoCache.delete(oldest.value);
  }
  return prepared;
}

/**
 * Decodes the image (sharp), at most 600×240 pixels, into colour and alpha planes, each deflated once. An image
 * that cannot be read gives null: the document is drawn without a logo rather than not at all.
 */
async function prepareLogo(bytes: Buffer): Promise<PreparedLogo | null> {
  const { default: sharp } = await import("sharp");
  let raw: { data: Buffer; info: { width: number; height: number; channels: number } };
  try {
    raw = await sharp(bytes, { failOn: "error", limitInputPixels: 50_000_000 })
      .resize({ width: 600, height: 240, fit: "inside", withoutEnlargement: true })
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
  } catch {
    return null;
  }
  const { data, info } = raw;
  const { width, height, channels } = info;
  if (channels < 1 || channels > 4 || width < 1 || height < 1) return null;
  const hasAlpha = channels === 2 || channels === 4;
  const colors = hasAlpha ? channels - 1 : channels;
  const pixelCount = width * height;
  const color = Buffer.allocUnsafe(pixelCount * colors);
  const alpha = hasAlpha ? Buffer.allocUnsafe(pixelCount) : null;
  let opaque = true;
  for (let p = 0, i = 0, c = 0; p < pixelCount; p++) {
    for (let k = 0; k < colors; k++) color[c++] = data[i++] ?? 0;
    if (alpha) {
      const a = data[i++] ?? 255;
      alpha[p] = a;
      if (a !== 255) opaque = false;
    }
  }
  return {
    width,
    height,
    colorSpace: colors === 1 ? "DeviceGray" : "DeviceRGB",
    pixels: deflateSync(color, { level: 9 }),
    alpha: alpha && !opaque ? deflateSync(alpha, { level: 9 }) : null,
  };
}

/** Writes the prepared streams as this document's image (no decoding, no deflating) and draws it at x, y. */
export function drawLogo(
  doc: PDFKit.PDFDocument,
  logo: PreparedLogo,
  x: number,
  y: number,
  width: number,
  height: number,
): void {
  const image = {
    Type: "XObject",
    Subtype: "Image",
    Width: logo.width,
    Height: logo.height,
    BitsPerComponent: 8,
    Filter: "FlateDecode",
  };
  let mask: PDFKit.PDFKitReference | null = null;
  if (logo.alpha) {
    mask = doc.ref({ ...image, ColorSpace: "DeviceGray", Decode: [0, 1] });
    mask.end(logo.alpha);
  }
  const ref = doc.ref(
    mask ? { ...image, ColorSpace: logo.colorSpace, SMask: mask } : { ...image, ColorSpace: logo.colorSpace },
  );
  ref.end(logo.pixels);
  doc.page.xobjects.Logo = ref;
  doc
    .save()
    .transform(width, 0, 0, -height, x, y + height)
    .addContent("/Logo Do");
  doc.restore();
}
