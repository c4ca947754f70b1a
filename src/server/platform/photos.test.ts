import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { eq, inArray } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photoIds, type PhotoUpload } from "../../shared/contracts/photos.ts";
import { PHOTO, PHOTO_MSG, photoFileProblem } from "../../shared/photos.ts";
import { photos } from "../db/schema/index.ts";
import {
  as,
  createTestApp,
  idsOf,
  joinOrganizationOf,
  signedInUser,
  type TestApp,
  type TestUser,
} from "../testing/test-app.ts";
import type { Scope } from "./access.ts";
import { storePhoto, sweepOrphanPhotos } from "./photos-files.ts";
import { checkPhotos, deletePhotos, ORPHAN_PHOTO_AGE_MS, photoRefs, photosBelong } from "./photos.queries.ts";
import { acceptRawBodies, uploadTempDir } from "./upload.ts";

let t: TestApp;
let owner: TestUser;
let member: TestUser;
let viewer: TestUser;
let stranger: TestUser;
let ownerScope: Scope;
let strangerScope: Scope;

/** A test-only route storing a photo for an organization that does not exist: its row cannot be written. */
const brokenStore: FastifyPluginAsync = async (app) => {
  acceptRawBodies(app, [/^image\//]);
  app.post("/test/photos-without-organization", async (request, reply) => {
    const { db, storage, config } = app.deps;
    const scope: Scope = { organizationId: "no-such-organization", userId: "no-such-user", role: "admin" };
    return reply.code(201).send(await storePhoto(request, db, storage, uploadTempDir(config.dataDir), scope, ""));
  });
};

beforeAll(async () => {
  t = await createTestApp({}, brokenStore);
  owner = await signedInUser(t, { companyName: "Owner Builders", fullName: "Olivia Owner" });
  stranger = await signedInUser(t, { companyName: "Other Co" });
  member = await signedInUser(t, { fullName: "Mia Member" });
  viewer = await signedInUser(t, { fullName: "Vic Viewer" });
  await joinOrganizationOf(t, member, owner, "member");
  await joinOrganizationOf(t, viewer, owner, "viewer");
  const o = await idsOf(t, owner);
  const s = await idsOf(t, stranger);
  ownerScope = { organizationId: o.organizationId, userId: o.userId, role: "admin" };
  strangerScope = { organizationId: s.organizationId, userId: s.userId, role: "admin" };
}, 60_000);
afterAll(async () => {
  await t.close();
});

/** A picture of two halves: red on top, blue below (so that a turn shows where the red went). */
async function picture(
  width: number,
  height: number,
  format: "jpeg" | "png" | "webp" | "gif" = "jpeg",
  orientation?: number,
): Promise<Buffer> {
  const half = Math.floor(height / 2);
  const blue = await sharp({
    create: { width, height: height - half, channels: 3, background: { r: 0, g: 0, b: 255 } },
  })
    .png()
    .toBuffer();
  const image = sharp({ create: { width, height, channels: 3, background: { r: 255, g: 0, b: 0 } } }).composite([
    { input: blue, top: half, left: 0 },
  ]);
  const withExif = orientation ? image.withMetadata({ orientation }) : image;
  return withExif.toFormat(format).toBuffer();
}

function upload(
  user: TestUser | null,
  payload: Buffer | Readable | string,
  contentType = "image/jpeg",
  url = "/api/photos",
) {
  return t.app.inject({
    method: "POST",
    url,
    headers: { ...(user ? { cookie: user.cookie } : {}), "content-type": contentType },
    payload,
  });
}

async function uploaded(
  user: TestUser,
  payload: Buffer,
  contentType = "image/jpeg",
  url = "/api/photos",
): Promise<PhotoUpload> {
  const res = await upload(user, payload, contentType, url);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const rowOf = async (id: string) => (await t.database.db.select().from(photos).where(eq(photos.id, id)))[0];
const fileOf = (key: string) => path.join(t.config.dataDir, "files", key);
const storedFiles = () => {
  const dir = path.join(t.config.dataDir, "files", "photos");
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};
const tempFiles = () => {
  const dir = uploadTempDir(t.config.dataDir);
  return fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).filter((e) => e.isFile()) : [];
};
/** A body in 1 MiB pieces, sent without a Content-Length (chunked). */
function* chunks(body: Buffer) {
  for (let at = 0; at < body.length; at += 1024 * 1024) yield body.subarray(at, at + 1024 * 1024);
}
const rowCount = async () => (await t.database.db.select({ id: photos.id }).from(photos)).length;

describe("uploading a photo", () => {
  it("keeps a JPEG whose long side is 1600 px and a 320 px thumbnail, answering where both are", async () => {
    const photo = await uploaded(
      member,
      await picture(4000, 3000),
      "image/jpeg",
      "/api/photos?caption=%20North%20wall%20",
    );
    expect(photo).toEqual({
      id: expect.any(String),
      width: 1600,
      height: 1200,
      url: `/api/photos/${photo.id}`,
      thumbUrl: `/api/photos/${photo.id}/thumb`,
    });

    const row = await rowOf(photo.id);
    const { userId, organizationId } = await idsOf(t, member);
    expect(row).toMatchObject({
      organizationId,
      createdBy: userId,
      contentType: "image/jpeg",
      width: 1600,
      height: 1200,
      caption: "North wall",
    });
    expect(row?.storageKey).toMatch(/^photos\/[0-9a-f-]{36}\.jpg$/);
    expect(row?.thumbKey).toMatch(/^photos\/[0-9a-f-]{36}\.jpg$/);
    expect(fs.statSync(fileOf(row?.storageKey ?? "")).size).toBe(row?.sizeBytes);

    const image = await as(t, viewer).get(photo.url);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/jpeg");
    expect(image.headers["content-length"]).toBe(String(row?.sizeBytes));
    expect(image.headers["cache-control"]).toMatch(/^private\b/);
    expect(image.headers["content-disposition"]).toBe(`inline; filename="photo-${photo.id}.jpg"`);
    expect(image.headers["x-content-type-options"]).toBe("nosniff");
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: "jpeg", width: 1600, height: 1200 });

    const thumb = await as(t, owner).get(photo.thumbUrl);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers["content-type"]).toBe("image/jpeg");
    expect(thumb.headers["content-disposition"]).toBe(`inline; filename="photo-${photo.id}-thumb.jpg"`);
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: "jpeg", width: 320, height: 240 });
    expect(thumb.rawPayload.length).toBeLessThan(image.rawPayload.length);
    expect(tempFiles()).toEqual([]);
  });

  it("turns a photo upright from its EXIF orientation and keeps no metadata", async () => {
    // Orientation 6: the camera was turned, the picture is shown a quarter turn clockwise (its top to the right).
    const photo = await uploaded(owner, await picture(1200, 800, "jpeg", 6));
    expect(photo).toMatchObject({ width: 800, height: 1200 });
    const served = (await as(t, owner).get(photo.url)).rawPayload;
    const meta = await sharp(served).metadata();
    expect(meta).toMatchObject({ width: 800, height: 1200 });
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    const { data, info } = await sharp(served).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    const [rightR = 0, , rightB = 0] = pixel(700, 600);
    const [leftR = 0, , leftB = 0] = pixel(100, 600);
    expect(rightR).toBeGreaterThan(200);
    expect(rightB).toBeLessThan(60);
    expect(leftB).toBeGreaterThan(200);
    expect(leftR).toBeLessThan(60);
    const thumb = await sharp((await as(t, owner).get(photo.thumbUrl)).rawPayload).metadata();
    expect(thumb).toMatchObject({ width: 213, height: 320 });
  });

  it("never enlarges a small picture, and takes PNG (transparency on white), WebP and GIF as JPEG", async () => {
    const small = await uploaded(owner, await picture(640, 480, "png"), "image/png");
    expect(small).toMatchObject({ width: 640, height: 480 });
    const transparent = await sharp({
      create: { width: 400, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const flat = await uploaded(owner, transparent, "application/octet-stream");
    const { data } = await sharp((await as(t, owner).get(flat.url)).rawPayload)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)].every((v) => v > 245)).toBe(true);
    for (const format of ["webp", "gif"] as const) {
      const photo = await uploaded(owner, await picture(300, 200, format), `image/${format}`);
      expect(photo).toMatchObject({ width: 300, height: 200 });
      expect((await sharp((await as(t, owner).get(photo.url)).rawPayload).metadata()).format).toBe("jpeg");
    }
  });

  it("refuses what is not a JPEG, PNG, WebP or GIF by its content (400), and a JSON body (415)", async () => {
    const before = { rows: await rowCount(), files: storedFiles() };
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    for (const [payload, type] of [
      ["not an image at all", "image/jpeg"],
      [svg, "image/svg+xml"],
      [
        await sharp({ create: { width: 20, height: 20, channels: 3, background: "#888" } })
          .tiff()
          .toBuffer(),
        "image/tiff",
      ],
      // A JPEG's first bytes and nothing readable after them.
      [Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]), "image/jpeg"],
    ] as const) {
      const res = await upload(owner, payload, type);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.message).toBe(PHOTO_MSG.wrongType);
    }
    const empty = await upload(owner, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(PHOTO_MSG.empty);
    const json = await as(t, owner).post("/api/photos", { image: "data:image/png;base64,AAAA" });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
    expect({ rows: await rowCount(), files: storedFiles() }).toEqual(before);
    expect(tempFiles()).toEqual([]);
  });

  it("refuses more than 50 megapixels before decoding (400)", async () => {
    const huge = await sharp({ create: { width: 8000, height: 6400, channels: 3, background: "#777" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const res = await upload(owner, huge, "image/png");
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.message).toBe(PHOTO_MSG.tooManyPixels);
  });

  it("refuses more than 15 MB with 413, from Content-Length or while counting a stream, keeping nothing", async () => {
    const before = { rows: await rowCount(), files: storedFiles() };
    const big = Buffer.concat([await picture(100, 100), Buffer.alloc(PHOTO.maxBytes, 1)]);
    const declared = await upload(owner, big);
    expect(declared.statusCode).toBe(413);
    expect(declared.json().error.message).toBe(PHOTO_MSG.tooLarge);
    const streamed = await upload(owner, Readable.from(chunks(big)));
    expect(streamed.statusCode).toBe(413);
    expect({ rows: await rowCount(), files: storedFiles() }).toEqual(before);
    expect(tempFiles()).toEqual([]);
  });

  it("is refused to a viewer (403) and to nobody signed in (401)", async () => {
    const image = await picture(200, 100);
    const before = await rowCount();
    const byViewer = await upload(viewer, image);
    expect(byViewer.statusCode).toBe(403);
    expect((await upload(null, image)).statusCode).toBe(401);
    expect(await rowCount()).toBe(before);
  });

  it("leaves no file behind when its row cannot be written", async () => {
    const before = storedFiles();
    const res = await upload(owner, await picture(500, 400), "image/jpeg", "/test/photos-without-organization");
    expect(res.statusCode).toBe(500);
    expect(storedFiles()).toEqual(before);
    expect(tempFiles()).toEqual([]);
  });
});

describe("reading and deleting a photo", () => {
  let photo: PhotoUpload;
  beforeAll(async () => {
    photo = await uploaded(owner, await picture(900, 600));
  });

  it("answers another organization 404 on the image, the thumbnail and the delete, changing nothing", async () => {
    const s = as(t, stranger);
    for (const res of [await s.get(photo.url), await s.get(photo.thumbUrl), await s.delete(photo.url)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe("NOT_FOUND");
    }
    expect((await as(t, null).get(photo.url)).statusCode).toBe(401);
    expect((await as(t, owner).get(photo.url)).statusCode).toBe(200);
    expect((await s.get("/api/photos/no-such-photo")).statusCode).toBe(404);
  });

  it("is not deleted by a viewer (403); a member deletes it with both files, then it is gone", async () => {
    const row = await rowOf(photo.id);
    if (!row) throw new Error("no row");
    expect((await as(t, viewer).delete(photo.url)).statusCode).toBe(403);
    expect(fs.existsSync(fileOf(row.storageKey))).toBe(true);
    expect(fs.existsSync(fileOf(row.thumbKey))).toBe(true);

    const res = await as(t, member).delete(photo.url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: photo.id, deleted: true });
    expect(await rowOf(photo.id)).toBeUndefined();
    expect(fs.existsSync(fileOf(row.storageKey))).toBe(false);
    expect(fs.existsSync(fileOf(row.thumbKey))).toBe(false);
    expect((await as(t, owner).get(photo.url)).statusCode).toBe(404);
    expect((await as(t, owner).get(photo.thumbUrl)).statusCode).toBe(404);
    expect((await as(t, owner).delete(photo.url)).statusCode).toBe(404);
  });

  it("answers 404 when a photo's file is missing from storage", async () => {
    const lost = await uploaded(owner, await picture(300, 300));
    const row = await rowOf(lost.id);
    fs.rmSync(fileOf(row?.thumbKey ?? ""));
    expect((await as(t, owner).get(lost.thumbUrl)).statusCode).toBe(404);
    expect((await as(t, owner).get(lost.url)).statusCode).toBe(200);
  });
});

describe("what other modules ask of photos", () => {
  let first: PhotoUpload;
  let second: PhotoUpload;
  let theirs: PhotoUpload;
  beforeAll(async () => {
    first = await uploaded(owner, await picture(800, 600), "image/jpeg", "/api/photos?caption=Slab");
    second = await uploaded(member, await picture(600, 800));
    theirs = await uploaded(stranger, await picture(400, 400));
  });

  it("photosBelong: every id the caller organization's photo (none is true)", async () => {
    const db = t.database.db;
    expect(await photosBelong(db, ownerScope, [first.id, second.id])).toBe(true);
    expect(await photosBelong(db, ownerScope, [second.id, second.id])).toBe(true);
    expect(await photosBelong(db, ownerScope, [])).toBe(true);
    expect(await photosBelong(db, ownerScope, [first.id, theirs.id])).toBe(false);
    expect(await photosBelong(db, ownerScope, [first.id, "no-such-photo"])).toBe(false);
    expect(await photosBelong(db, strangerScope, [theirs.id])).toBe(true);
    expect(await photosBelong(db, strangerScope, [first.id])).toBe(false);
    await expect(checkPhotos(db, ownerScope, [theirs.id])).rejects.toMatchObject({
      statusCode: 400,
      fields: { photoIds: PHOTO_MSG.notYours },
    });
    await expect(checkPhotos(db, ownerScope, [first.id], "photos")).resolves.toBeUndefined();
  });

  it("checkPhotos marks the photos as kept by a record, all or none; the sweep takes only week-old ones no record kept", async () => {
    const db = t.database.db;
    const kept = await uploaded(owner, await picture(300, 300));
    const abandoned = await uploaded(owner, await picture(300, 300));
    const fresh = await uploaded(owner, await picture(300, 300));
    await expect(checkPhotos(db, ownerScope, [kept.id, theirs.id])).rejects.toMatchObject({ statusCode: 400 });
    expect((await rowOf(kept.id))?.attachedAt).toBeNull();
    await checkPhotos(db, ownerScope, [kept.id, kept.id]);
    expect((await rowOf(kept.id))?.attachedAt).toBeInstanceOf(Date);

    // Eight days later: the abandoned one goes with its files; the kept one and a new upload stay.
    const weekAgo = new Date(Date.now() - ORPHAN_PHOTO_AGE_MS - 24 * 60 * 60 * 1000);
    await db
      .update(photos)
      .set({ createdAt: weekAgo })
      .where(inArray(photos.id, [kept.id, abandoned.id]));
    const abandonedRow = await rowOf(abandoned.id);
    const gone = await sweepOrphanPhotos(db, t.app.deps.storage, t.app.log);
    expect(gone).toBe(1);
    expect(await rowOf(abandoned.id)).toBeUndefined();
    expect(fs.existsSync(fileOf(abandonedRow?.storageKey ?? ""))).toBe(false);
    expect(await rowOf(kept.id)).toBeDefined();
    expect(await rowOf(fresh.id)).toBeDefined();
  });

  it("photoRefs: the record's photos in its order, another organization's or a missing one left out", async () => {
    const refs = await photoRefs(t.database.db, ownerScope, [second.id, theirs.id, "no-such-photo", first.id]);
    expect(refs).toEqual([
      {
        id: second.id,
        width: 600,
        height: 800,
        caption: "",
        url: `/api/photos/${second.id}`,
        thumbUrl: `/api/photos/${second.id}/thumb`,
      },
      {
        id: first.id,
        width: 800,
        height: 600,
        caption: "Slab",
        url: `/api/photos/${first.id}`,
        thumbUrl: `/api/photos/${first.id}/thumb`,
      },
    ]);
    expect(await photoRefs(t.database.db, ownerScope, [])).toEqual([]);
    expect(await photoRefs(t.database.db, strangerScope, [first.id])).toEqual([]);
  });

  it("deletePhotos: only the caller organization's, answering their files", async () => {
    const keys = await deletePhotos(t.database.db, strangerScope, [first.id, theirs.id]);
    expect(keys).toHaveLength(1);
    expect(await rowOf(first.id)).toBeDefined();
    expect(await rowOf(theirs.id)).toBeUndefined();
  });

  it("photoIds: at most 20 ids, each once", () => {
    expect(photoIds.safeParse([first.id, second.id]).success).toBe(true);
    expect(photoIds.safeParse([]).success).toBe(true);
    const tooMany = photoIds.safeParse(Array.from({ length: 21 }, (_, i) => `photo-${i}`));
    expect(tooMany.error?.issues[0]?.message).toBe(PHOTO_MSG.tooMany);
    expect(photoIds.safeParse([first.id, first.id]).error?.issues[0]?.message).toBe(PHOTO_MSG.repeated);
    expect(photoIds.safeParse([""]).success).toBe(false);
  });

  it("photoFileProblem: the browser's quick check, with the server's messages", () => {
    expect(photoFileProblem({ size: 3_000_000, type: "image/jpeg" })).toBeNull();
    // Some phones' browsers give no type: the server judges the content.
    expect(photoFileProblem({ size: 3_000_000, type: "" })).toBeNull();
    expect(photoFileProblem({ size: 0, type: "image/jpeg" })).toBe(PHOTO_MSG.empty);
    expect(photoFileProblem({ size: 3_000_000, type: "image/heic" })).toBe(PHOTO_MSG.wrongType);
    expect(photoFileProblem({ size: PHOTO.maxBytes + 1, type: "image/png" })).toBe(PHOTO_MSG.tooLarge);
  });
});
