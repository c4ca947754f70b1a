import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { LOGO_MSG } from "../../shared/contracts/company.ts";
import { HttpError } from "../platform/errors.ts";
import { toLogoPng } from "./company-logo.ts";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "company-logo-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

let n = 0;
function fileWith(bytes: Buffer | string): string {
  n += 1;
  const file = path.join(dir, `upload-${n}`);
  fs.writeFileSync(file, bytes);
  return file;
}

/** A half-transparent red image. */
const transparent = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 220, g: 30, b: 30, alpha: 0.5 } } })
    .png()
    .toBuffer();

async function refusal(file: string): Promise<HttpError> {
  const err: unknown = await toLogoPng(file).catch((e: unknown) => e);
  if (!(err instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(err)}`);
  return err;
}

describe("toLogoPng", () => {
  it("scales a large image down to fit 600×240, keeping its proportions and its transparency", async () => {
    const png = await toLogoPng(fileWith(await transparent(1800, 400)));
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: "png", width: 600, height: 133, hasAlpha: true });
    // Not flattened: a pixel is still half transparent.
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(4);
    expect(data[3]).toBeGreaterThan(100);
    expect(data[3]).toBeLessThan(155);

    const tall = await sharp(await toLogoPng(fileWith(await transparent(300, 1200)))).metadata();
    expect([tall.width, tall.height]).toEqual([60, 240]);
  });

  it("never enlarges a small image", async () => {
    const meta = await sharp(await toLogoPng(fileWith(await transparent(120, 40)))).metadata();
    expect([meta.width, meta.height]).toEqual([120, 40]);
  });

  it("turns JPEG, WebP and GIF into PNG", async () => {
    for (const format of ["jpeg", "webp", "gif"] as const) {
      const source = await sharp({ create: { width: 900, height: 300, channels: 3, background: "#2563eb" } })
        .toFormat(format)
        .toBuffer();
      const meta = await sharp(await toLogoPng(fileWith(source))).metadata();
      expect(meta, format).toMatchObject({ format: "png", width: 600, height: 200 });
    }
  });

  it("refuses what is not a JPEG, PNG, WebP or GIF by its content, and too many pixels, with 400", async () => {
    const png = await transparent(64, 64);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    for (const bytes of [
      Buffer.from("plain text, called logo.png"),
      svg,
      await sharp(png).tiff().toBuffer(),
      png.subarray(0, 60),
    ]) {
      const err = await refusal(fileWith(bytes));
      expect(err.statusCode).toBe(400);
      expect(err.message).toBe(LOGO_MSG.wrongType);
    }
    const huge = Buffer.from(await transparent(8, 8));
    huge.writeUInt32BE(10_000, 16);
    huge.writeUInt32BE(10_000, 20);
    huge.writeUInt32BE(zlib.crc32(huge.subarray(12, 29)), 29);
    const err = await refusal(fileWith(huge));
    expect(err.statusCode).toBe(400);
    expect(err.message).toBe(LOGO_MSG.tooManyPixels);
  });
});
