import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { encodePage } from "./page-encoding.ts";

const page = `<!doctype html><html><body>${"<p>Daily Report for Bench Harbour</p>".repeat(500)}</body></html>`;

describe("encodePage", () => {
  it("sends brotli when the caller reads it, smaller and the same page once decoded", async () => {
    const sent = await encodePage(page, "gzip, deflate, br");
    expect(sent.encoding).toBe("br");
    expect(Buffer.isBuffer(sent.body) && sent.body.length < page.length / 5).toBe(true);
    expect(zlib.brotliDecompressSync(sent.body).toString("utf8")).toBe(page);
  });

  it("sends gzip to a caller that reads gzip only", async () => {
    const sent = await encodePage(page, "gzip");
    expect(sent.encoding).toBe("gzip");
    expect(zlib.gunzipSync(sent.body).toString("utf8")).toBe(page);
  });

  it("sends the page as is without Accept-Encoding, or when the caller refuses every encoding we have", async () => {
    for (const accept of [undefined, "", "identity", "deflate", "br;q=0, gzip;q=0"])
      expect(await encodePage(page, accept)).toEqual({ body: page, encoding: null });
  });
});
