/**
 * What a file is, judged from its first bytes (never from its name or the type the browser claims). The
 * name's extension only chooses between formats that share one container (an OLE file is .doc or .xls; a
 * ZIP is .docx or .xlsx) and names text formats (.csv, .dxf). Anything else is refused.
 */
export type FileType = {
  mimeType: string;
  /** The extension a download gets when its stored name has none. */
  extension: string;
};

/** How many leading bytes the check needs. */
export const SNIFF_BYTES = 4100;

const startsWith = (b: Uint8Array, sig: readonly number[], at = 0) => sig.every((v, i) => b[at + i] === v);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

const PDF = ascii("%PDF-");
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

const type = (mimeType: string, extension: string): FileType => ({ mimeType, extension });

const OLE_TYPES: Record<string, FileType> = {
  doc: type("application/msword", "doc"),
  xls: type("application/vnd.ms-excel", "xls"),
};
const ZIP_TYPES: Record<string, FileType> = {
  docx: type("application/vnd.openxmlformats-officedocument.wordprocessingml.document", "docx"),
  xlsx: type("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "xlsx"),
};
const TEXT_TYPES: Record<string, FileType> = {
  csv: type("text/csv", "csv"),
  dxf: type("image/vnd.dxf", "dxf"),
  md: type("text/markdown", "md"),
};

/** The extension of a file name, lowercased ("" when none). */
export function extensionOf(fileName: string): string {
  const base = fileName.replace(/^.*[\\/]/, "");
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : "";
}

/** The allowed type of a file whose first bytes are `head` (at most SNIFF_BYTES of them), or null. */
export function detectFileType(head: Uint8Array, fileName: string): FileType | null {
  const ext = extensionOf(fileName);
  // A PDF starts with its signature: readers tolerate junk before it, but then any file with "%PDF-" in its
  // first kilobyte (a script, an HTML application) would pass as one.
  if (startsWith(head, PDF)) return type("application/pdf", "pdf");
  if (startsWith(head, [0xff, 0xd8, 0xff])) return type("image/jpeg", "jpg");
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return type("image/png", "png");
  if (startsWith(head, ascii("GIF87a")) || startsWith(head, ascii("GIF89a"))) return type("image/gif", "gif");
  if (startsWith(head, ascii("RIFF")) && startsWith(head, ascii("WEBP"), 8)) return type("image/webp", "webp");
  if (startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a]))
    return type("image/tiff", "tif");
  if (startsWith(head, ascii("AC10")) && head.length >= 6) return type("image/vnd.dwg", "dwg");
  if (startsWith(head, OLE)) return OLE_TYPES[ext] ?? null;
  if (startsWith(head, ZIP)) return ZIP_TYPES[ext] ?? null;
  if (isPlainText(head)) return TEXT_TYPES[ext] ?? type("text/plain", "txt");
  return null;
}

/**
 * Text: valid UTF-8 (a character cut by the end of the sample is fine), no NUL or other control bytes but
 * tab, line breaks and form feed, and not markup a browser would run (HTML, SVG, XML with scripts).
 */
function isPlainText(head: Uint8Array): boolean {
  if (head.length === 0) return false;
  for (const b of head) {
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c) return false;
    if (b === 0x7f) return false;
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(trimPartialUtf8(head));
  } catch {
    return false;
  }
  const start = text
    .replace(/^\uFEFF/, "")
    .trimStart()
    .slice(0, 64)
    .toLowerCase();
  return !/^<(!doctype|html|head|body|script|svg|\?xml|iframe)/.test(start);
}

/** Drops a multi-byte character that the sample cut in two (at most 3 trailing bytes). */
function trimPartialUtf8(b: Uint8Array): Uint8Array {
  for (let back = 1; back <= Math.min(3, b.length); back++) {
    const byte = b[b.length - back] ?? 0;
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte: look further back
    if ((byte & 0x80) === 0) return b; // ASCII: nothing cut
    const need = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
    return need > back ? b.subarray(0, b.length - back) : b;
  }
  return b;
}

/**
 * A `Content-Disposition` that cannot break out of its header or name a path: the stored file name without
 * folders or control characters, an ASCII fallback with unsafe characters replaced, and the full name in
 * RFC 5987 form.
 */
export function contentDisposition(kind: "inline" | "attachment", fileName: string): string {
  const base =
    [...fileName.replace(/^.*[\\/]/, "")]
      .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
      .join("")
      .trim() || "download";
  const fallback = base.replace(/[^\x20-\x7e]/g, "_").replace(/["\\%;]/g, "_");
  const encoded = encodeURIComponent(base).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Other spellings of a type's extension that a name may keep. */
const SAME_EXTENSION: Record<string, readonly string[]> = {
  jpg: ["jpeg", "jpe"],
  tif: ["tiff"],
  txt: ["text", "log"],
  md: ["markdown"],
};

/** Every type a stored file can have, by MIME type (for names stored before a type's extension was enforced). */
const EXTENSION_OF_MIME: Record<string, string> = Object.fromEntries(
  [
    type("application/pdf", "pdf"),
    type("image/jpeg", "jpg"),
    type("image/png", "png"),
    type("image/gif", "gif"),
    type("image/webp", "webp"),
    type("image/tiff", "tif"),
    type("image/vnd.dwg", "dwg"),
    type("text/plain", "txt"),
    ...Object.values(OLE_TYPES),
    ...Object.values(ZIP_TYPES),
    ...Object.values(TEXT_TYPES),
  ].map((t) => [t.mimeType, t.extension]),
);

/** The extension a file of this (detected, stored) type downloads with; "bin" for an unknown type. */
export const extensionForMime = (mimeType: string): string => EXTENSION_OF_MIME[mimeType] ?? "bin";

/**
 * The file name a download gets: the stored name without folders, its extension the detected type's (a text
 * file named invoice.html downloads as invoice.txt, so nothing opens it as a page); another spelling of the
 * same extension (photo.jpeg) stays.
 */
export function downloadName(fileName: string, type: { extension: string }): string {
  const clean = fileName.replace(/^.*[\\/]/, "").trim();
  if (!clean) return `document.${type.extension}`;
  const ext = extensionOf(clean);
  if (ext === type.extension || SAME_EXTENSION[type.extension]?.includes(ext)) return clean;
  const stem = ext ? clean.slice(0, -(ext.length + 1)) : clean;
  return `${stem || "document"}.${type.extension}`;
}
