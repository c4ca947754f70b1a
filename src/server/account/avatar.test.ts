import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import zlib from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, createTestApp, signedInUser, type TestApp, type TestUser } from "../testing/test-app.ts";
import { AVATAR, AVATAR_MSG, type ProfileResponse } from "../../shared/contracts/profile.ts";
import { avatarKeyOf } from "./avatar.server.ts";

let t: TestApp;
let jane: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  jane = await signedInUser(t, { fullName: "Jane Doe" });
  other = await signedInUser(t, { fullName: "Other Person" });
});
afterAll(async () => {
  await t.close();
});

const image = (format: "png" | "jpeg" | "gif" | "webp", width = 640, height = 400) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .toFormat(format)
    .toBuffer();

function upload(
  user: TestUser | null,
  payload: Buffer | Readable | string,
  contentType = "image/png",
  extra: Record<string, string> = {},
) {
  return t.app.inject({
    method: "PUT",
    url: "/api/profile/avatar",
    headers: { ...(user ? { cookie: user.cookie } : {}), "content-type": contentType, ...extra },
    payload,
  });
}

const fileOf = (url: string | null) => {
  const key = avatarKeyOf(url);
  if (!key) throw new Error(`not one of our avatar URLs: ${url}`);
  return path.join(t.config.dataDir, "files", key);
};
const tempFiles = () =>
  fs.readdirSync(path.join(t.config.dataDir, "tmp"), { withFileTypes: true }).filter((e) => e.isFile());
const avatarOf = async (user: TestUser) =>
  ((await as(t, user).get("/api/profile")).json() as ProfileResponse).avatarUrl;

describe("uploading a profile photo", () => {
  let firstUrl: string;

  it("stores a PNG as a 256×256 WebP under a new key, served to signed-in users with a long cache", async () => {
    const res = await upload(jane, await image("png"));
    expect(res.statusCode, res.body).toBe(200);
    const profile: ProfileResponse = res.json();
    expect(profile.avatarUrl).toMatch(/^\/api\/avatars\/[0-9a-f-]{36}\.webp$/);
    firstUrl = profile.avatarUrl ?? "";
    expect(fs.existsSync(fileOf(firstUrl))).toBe(true);

    const served = await as(t, jane).get(firstUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toBe("private, max-age=31536000, immutable");
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "webp", width: AVATAR.size, height: AVATAR.size });
    expect(Number(served.headers["content-length"])).toBe(served.rawPayload.length);

    // The session (the shell's user menu) shows it, and anyone signed in may load it (team lists).
    expect((await as(t, jane).get("/api/auth/session")).json().user.avatarUrl).toBe(firstUrl);
    expect((await as(t, other).get(firstUrl)).statusCode).toBe(200);
    expect(tempFiles()).toEqual([]);
  });

  it("replacing the photo deletes the previous file (JPEG, WebP and GIF accepted too)", async () => {
    let previous = firstUrl;
    for (const [format, type] of [
      ["jpeg", "image/jpeg"],
      ["webp", "image/webp"],
      ["gif", "application/octet-stream"],
    ] as const) {
      const res = await upload(jane, await image(format, 300, 900), type);
      expect(res.statusCode, `${format}: ${res.body}`).toBe(200);
      const url: string = res.json().avatarUrl;
      expect(url).not.toBe(previous);
      expect(fs.existsSync(fileOf(url))).toBe(true);
      expect(fs.existsSync(fileOf(previous))).toBe(false);
      expect((await as(t, jane).get(previous)).statusCode).toBe(404);
      previous = url;
    }
    expect(fs.readdirSync(path.join(t.config.dataDir, "files", "avatars"))).toEqual([path.basename(fileOf(previous))]);
  });

  it("refuses what is not a JPEG, PNG, WebP or GIF by its content, whatever its type says, with 400", async () => {
    const before = await avatarOf(jane);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    const png = await image("png");
    const fakes: [string | Buffer, string][] = [
      ["just some text, renamed .png", "image/png"],
      [svg, "image/svg+xml"],
      [await sharp(png).tiff().toBuffer(), "image/tiff"],
      [png.subarray(0, 60), "image/png"], // a PNG cut short
      [Buffer.concat([png.subarray(0, 33), Buffer.alloc(200, 7)]), "image/png"], // a PNG header over garbage
    ];
    for (const [payload, type] of fakes) {
      const res = await upload(jane, payload, type);
      expect(res.statusCode, `${type}: ${res.body}`).toBe(400);
      expect(res.json()).toEqual({ error: { code: "BAD_REQUEST", message: AVATAR_MSG.wrongType } });
    }
    expect(await avatarOf(jane)).toBe(before);
    expect(tempFiles()).toEqual([]);
  });

  it("refuses an empty body with 400, and a body that is not raw image bytes with 415", async () => {
    const empty = await upload(jane, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(AVATAR_MSG.empty);
    const json = await as(t, jane).put("/api/profile/avatar", { image: "data:image/png;base64,AAAA" });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
    const multipart = await upload(jane, "--x\r\n\r\n--x--", "multipart/form-data; boundary=x");
    expect(multipart.statusCode).toBe(415);
    expect(multipart.json().error).toBeDefined();
  });

  it("refuses more than 5 MB with 413, by its declared length or while streaming, keeping nothing", async () => {
    const before = await avatarOf(jane);
    const big = Buffer.concat([await image("png"), Buffer.alloc(AVATAR.maxBytes)]);
    const declared = await upload(jane, big);
    expect(declared.statusCode).toBe(413);
    expect(declared.json()).toEqual({ error: { code: "PAYLOAD_TOO_LARGE", message: AVATAR_MSG.tooLarge } });

    // No Content-Length (chunked): counted as it arrives.
    const chunks = function* () {
      for (let i = 0; i < 6; i++) yield Buffer.alloc(1024 * 1024, i);
    };
    const streamed = await upload(jane, Readable.from(chunks()));
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json().error.message).toBe(AVATAR_MSG.tooLarge);
    expect(await avatarOf(jane)).toBe(before);
    expect(tempFiles()).toEqual([]);
  });

  it("refuses an image of too many pixels with 400, before decoding it", async () => {
    // A small PNG whose header claims 10000×10000 (a "decompression bomb" needs no more than that to be refused).
    const huge = Buffer.from(await image("png", 8, 8));
    huge.writeUInt32BE(10_000, 16);
    huge.writeUInt32BE(10_000, 20);
    huge.writeUInt32BE(zlib.crc32(huge.subarray(12, 29)), 29);
    const res = await upload(jane, huge);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(AVATAR_MSG.tooManyPixels);
  });
});

describe("removing the profile photo", () => {
  it("clears the avatar and deletes its file; removing again is harmless", async () => {
    const url = (await upload(other, await image("png"))).json().avatarUrl;
    expect(fs.existsSync(fileOf(url))).toBe(true);
    const res = await as(t, other).delete("/api/profile/avatar");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().avatarUrl).toBeNull();
    expect(fs.existsSync(fileOf(url))).toBe(false);
    expect((await as(t, other).get(url)).statusCode).toBe(404);
    expect((await as(t, other).get("/api/auth/session")).json().user.avatarUrl).toBeNull();
    expect((await as(t, other).delete("/api/profile/avatar")).statusCode).toBe(200);
  });
});

describe("access", () => {
  it("answers 401 signed out: no upload, no removal, no photo", async () => {
    const url = await avatarOf(jane);
    expect(url).not.toBeNull();
    expect((await upload(null, await image("png"))).statusCode).toBe(401);
    expect((await as(t, null).delete("/api/profile/avatar")).statusCode).toBe(401);
    const served = await as(t, null).get(url ?? "");
    expect(served.statusCode).toBe(401);
    expect(served.json().error.code).toBe("UNAUTHORIZED");
    expect(await avatarOf(jane)).toBe(url);
  });

  it("answers 404 for a name that is not a stored avatar, never a path", async () => {
    for (const name of ["..%2F..%2Fauth-secret", "00000000-0000-0000-0000-000000000000.webp", "x.webp", "%2e%2e"]) {
      const res = await as(t, jane).get(`/api/avatars/${name}`);
      expect(res.statusCode, name).toBe(404);
    }
  });
});
