import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type EncodedPage = { body: Buffer | string; encoding: "br" | "gzip" | null };

/**
 * A page compressed for the caller when it says it can read it (`Accept-Encoding`): brotli, else gzip, else as
 * is. A page carries the caller's session and, drawn, its data (35-40 KB on a site screen): on a slow phone
 * connection the app's code waits for the whole of it (after-paint.js runs once it is parsed), so a fifth of
 * the bytes is an earlier start (issue 26). Built files are compressed at build time; a page differs per caller,
 * so it is compressed as it is sent, at a quick setting (a millisecond or two).
 */
export async function encodePage(html: string, acceptEncoding: string | undefined): Promise<EncodedPage> {
  const accepted = new Set(
    (acceptEncoding ?? "").split(",").flatMap((part) => {
      const [name = "", ...params] = part.trim().toLowerCase().split(";");
      return params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)) ? [] : [name.trim()];
    }),
  );
  const bytes = Buffer.from(html, "utf8");
  if (accepted.has("br"))
    return {
      body: await brotli(bytes, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      }),
      encoding: "br",
    };
  if (accepted.has("gzip")) return { body: await gzip(bytes, { level: 6 }), encoding: "gzip" };
  return { body: html, encoding: null };
}
