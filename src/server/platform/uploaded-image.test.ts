import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { sniffImageFormat } from "./uploaded-image.ts";

const image = (format: "png" | "jpeg" | "gif" | "webp") =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .toFormat(format)
    .toBuffer();

describe("sniffing the format", () => {
  it("knows the four formats by their first bytes and nothing else", async () => {
    for (const format of ["png", "jpeg", "gif", "webp"] as const)
      expect(sniffImageFormat(await image(format))).toBe(format);
    expect(sniffImageFormat(Buffer.from("GIF87"))).toBeNull();
    expect(sniffImageFormat(Buffer.from("<svg"))).toBeNull();
    expect(sniffImageFormat(new Uint8Array())).toBeNull();
  });
});
