import fs from "node:fs";
import path from "node:path";
import { and, eq, like } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DocumentSummary } from "../../modules/documents/documents.contract.ts";
import type { ProfileResponse } from "../../shared/contracts/profile.ts";
import type { PhotoUpload } from "../../shared/contracts/photos.ts";
import { storageLimitMessage } from "../../shared/plan-limits.ts";
import {
  organizationProfiles,
  organizationStorage,
  photos,
  rateLimits,
  storedFiles,
  subscriptions,
} from "../db/schema/index.ts";
import { avatarKeyOf } from "../account/avatar.server.ts";
import {
  as,
  createTestApp,
  idsOf,
  joinOrganizationOf,
  signedInUser,
  type TestApp,
  type TestUser,
} from "../testing/test-app.ts";
import { backfillStoredBytes } from "./storage-usage.ts";

/**
 * Every stored byte counts in the organization's storage used (issue 25, finding 4): documents, photos and their
 * thumbnails, the website's pictures, the company logo and avatars, given back when deleted or replaced; an
 * upload past the plan's storage is refused as a document is, leaving nothing; uploads are capped per organization
 * and hour.
 */

const MIB = 1024 ** 2;
/** The server's cap on an "unlimited" plan: the Enterprise organizations here stop at 1 MiB. */
const CAP = MIB;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ MAX_ORGANIZATION_STORAGE_BYTES: String(CAP) });
}, 60_000);
afterAll(async () => {
  await t.close();
});

let n = 0;
/** A new organization on a paid (active) Enterprise plan, so the server's cap is its storage limit. */
async function newOrganization(): Promise<{ owner: TestUser; organizationId: string; userId: string }> {
  n += 1;
  const owner = await signedInUser(t, { companyName: `Storage Co ${n}`, plan: "enterprise" });
  const ids = await idsOf(t, owner);
  await t.database.db
    .update(subscriptions)
    .set({ status: "active" })
    .where(eq(subscriptions.organizationId, ids.organizationId));
  return { owner, ...ids };
}

const summary = async (user: TestUser): Promise<DocumentSummary> => {
  const res = await as(t, user).get("/api/documents/summary");
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const usedBy = async (user: TestUser) => (await summary(user)).storageUsedBytes;

const fileOf = (key: string) => path.join(t.config.dataDir, "files", key);
const bytesOf = (key: string) => fs.statSync(fileOf(key)).size;
const filesUnder = (prefix: string) => {
  const dir = path.join(t.config.dataDir, "files", prefix);
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};

/** A picture whose JPEG is not trivially small (noise compresses badly). */
async function picture(width = 320, height = 240, seed = 1): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let x = seed * 2654435761;
  for (let i = 0; i < raw.length; i += 1) {
    x = (x * 1103515245 + 12345) >>> 0;
    raw[i] = x >>> 24;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

const post = (user: TestUser, url: string, payload: Buffer, contentType = "image/jpeg") =>
  t.app.inject({ method: "POST", url, headers: { cookie: user.cookie, "content-type": contentType }, payload });
const put = (user: TestUser, url: string, payload: Buffer, contentType = "image/jpeg") =>
  t.app.inject({ method: "PUT", url, headers: { cookie: user.cookie, "content-type": contentType }, payload });

const pdf = (bytes: number) => Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(Math.max(0, bytes - 9), 32)]);
const uploadDocument = (user: TestUser, body: Buffer) =>
  post(user, "/api/documents?name=Plan&fileName=plan.pdf", body, "application/pdf");

async function photoBytes(id: string): Promise<number> {
  const [row] = await t.database.db.select().from(photos).where(eq(photos.id, id));
  if (!row) throw new Error(`no photo ${id}`);
  return bytesOf(row.storageKey) + bytesOf(row.thumbKey);
}

async function logoKeyOf(organizationId: string): Promise<string> {
  const [row] = await t.database.db
    .select({ key: organizationProfiles.logoKey })
    .from(organizationProfiles)
    .where(eq(organizationProfiles.organizationId, organizationId));
  if (!row?.key) throw new Error("no logo");
  return row.key;
}

const hero = {
  heading: "Harbor Builders",
  subheading: "We build.",
  ctaText: "Call us",
  backgroundImage: null,
  backgroundVideo: "",
  layout: "image-right",
  textColor: "#FFFFFF",
  buttonColor: "#3B82F6",
};

describe("storage used counts every stored byte", () => {
  it("counts a site photo with its thumbnail, and gives both back when it is deleted", async () => {
    const { owner } = await newOrganization();
    const before = await usedBy(owner);
    const res = await post(owner, "/api/photos", await picture());
    expect(res.statusCode, res.body).toBe(201);
    const photo: PhotoUpload = res.json();
    const stored = await photoBytes(photo.id);
    expect(await usedBy(owner)).toBe(before + stored);

    expect((await as(t, owner).delete(`/api/photos/${photo.id}`)).statusCode).toBe(200);
    expect(await usedBy(owner)).toBe(before);
  });

  it("counts a website picture with its small copy, and gives it back when the site lets go of it", async () => {
    const { owner } = await newOrganization();
    const before = await usedBy(owner);
    const first: PhotoUpload = (await post(owner, "/api/websites/images?use=hero", await picture(320, 240, 2))).json();
    const firstBytes = await photoBytes(first.id);
    expect(await usedBy(owner)).toBe(before + firstBytes);
    expect(
      (
        await as(t, owner).patch("/api/websites/draft", {
          template: "general-contractor",
          hero: { ...hero, backgroundImage: first.id },
        })
      ).statusCode,
    ).toBe(200);

    const second: PhotoUpload = (
      await post(owner, "/api/websites/images?use=portfolio", await picture(200, 150, 3))
    ).json();
    const secondBytes = await photoBytes(second.id);
    expect(await usedBy(owner)).toBe(before + firstBytes + secondBytes);
    // The hero's picture is replaced: the first one leaves the site, storage and the count.
    expect(
      (await as(t, owner).patch("/api/websites/draft", { hero: { ...hero, backgroundImage: second.id } })).statusCode,
    ).toBe(200);
    expect(await usedBy(owner)).toBe(before + secondBytes);
    expect((await as(t, owner).patch("/api/websites/draft", { hero })).statusCode).toBe(200);
    expect(await usedBy(owner)).toBe(before);
  });

  it("counts the company logo, the replacement instead of the replaced one, and nothing once removed", async () => {
    const { owner, organizationId } = await newOrganization();
    const before = await usedBy(owner);
    const logo = sharp({
      create: { width: 900, height: 300, channels: 4, background: { r: 20, g: 90, b: 200, alpha: 0.6 } },
    });
    expect(
      (await put(owner, "/api/organization/company/logo", await logo.png().toBuffer(), "image/png")).statusCode,
    ).toBe(200);
    const first = bytesOf(await logoKeyOf(organizationId));
    expect(await usedBy(owner)).toBe(before + first);

    expect((await put(owner, "/api/organization/company/logo", await picture(600, 200, 4))).statusCode).toBe(200);
    const second = bytesOf(await logoKeyOf(organizationId));
    expect(second).not.toBe(first);
    expect(await usedBy(owner)).toBe(before + second);

    expect((await as(t, owner).delete("/api/organization/company/logo")).statusCode).toBe(200);
    expect(await usedBy(owner)).toBe(before);
  });

  it("counts an avatar in the organization its person works in when uploading it, and gives it back when removed", async () => {
    const { owner } = await newOrganization();
    const colleague = await signedInUser(t, { fullName: "Cole League" });
    await joinOrganizationOf(t, colleague, owner, "member");
    const before = await usedBy(owner);
    const res = await put(colleague, "/api/profile/avatar", await picture(400, 400, 5));
    expect(res.statusCode, res.body).toBe(200);
    const key = avatarKeyOf((res.json() as ProfileResponse).avatarUrl);
    if (!key) throw new Error("no avatar");
    expect(await usedBy(owner)).toBe(before + bytesOf(key));

    const again = await put(colleague, "/api/profile/avatar", await picture(300, 300, 6));
    const next = avatarKeyOf((again.json() as ProfileResponse).avatarUrl);
    if (!next) throw new Error("no avatar");
    expect(await usedBy(owner)).toBe(before + bytesOf(next));

    expect((await as(t, colleague).delete("/api/profile/avatar")).statusCode).toBe(200);
    expect(await usedBy(owner)).toBe(before);
  });

  it("still counts documents and every version, and gives them back with the document", async () => {
    const { owner } = await newOrganization();
    const doc = await uploadDocument(owner, pdf(5000));
    expect(doc.statusCode, doc.body).toBe(201);
    const id: string = doc.json().id;
    expect((await post(owner, `/api/documents/${id}/versions`, pdf(7000), "application/pdf")).statusCode).toBe(201);
    expect(await usedBy(owner)).toBe(12_000);
    expect((await as(t, owner).delete(`/api/documents/${id}`)).statusCode).toBe(200);
    expect(await usedBy(owner)).toBe(0);
  });
});

describe("the plan's storage bounds every upload", () => {
  it("refuses a photo, a website picture, a logo and an avatar past the cap with the documents' answer, keeping no file and no row", async () => {
    const { owner, organizationId } = await newOrganization();
    expect((await uploadDocument(owner, pdf(CAP - 2000))).statusCode).toBe(201);
    const used = await usedBy(owner);
    const documentRefusal = await uploadDocument(owner, pdf(5000));
    expect(documentRefusal.statusCode).toBe(413);
    const expected = {
      code: "PAYLOAD_TOO_LARGE",
      message: storageLimitMessage("enterprise", { unlimitedCapBytes: CAP }),
    };
    expect(documentRefusal.json().error).toEqual(expected);

    const before = { photos: filesUnder("photos"), logos: filesUnder("logos"), avatars: filesUnder("avatars") };
    const image = await picture(320, 240, 7);
    const attempts = [
      await post(owner, "/api/photos", image),
      await post(owner, "/api/websites/images?use=hero", image),
      await put(owner, "/api/organization/company/logo", image),
      await put(owner, "/api/profile/avatar", image),
    ];
    for (const res of attempts) {
      expect(res.statusCode, res.body).toBe(413);
      expect(res.json().error).toEqual(expected);
    }
    expect({ photos: filesUnder("photos"), logos: filesUnder("logos"), avatars: filesUnder("avatars") }).toEqual(
      before,
    );
    expect(
      await t.database.db.select({ id: photos.id }).from(photos).where(eq(photos.organizationId, organizationId)),
    ).toEqual([]);
    const [profile] = await t.database.db
      .select()
      .from(organizationProfiles)
      .where(eq(organizationProfiles.organizationId, organizationId));
    expect(profile?.logoKey ?? null).toBeNull();
    expect(((await as(t, owner).get("/api/profile")).json() as ProfileResponse).avatarUrl).toBeNull();
    expect(await usedBy(owner)).toBe(used);
  });

  it("lets only one of two photos sent at once take the last free bytes", async () => {
    const { owner, organizationId } = await newOrganization();
    const image = await picture(320, 240, 8);
    const probe: PhotoUpload = (await post(owner, "/api/photos", image)).json();
    const one = await photoBytes(probe.id);
    expect((await as(t, owner).delete(`/api/photos/${probe.id}`)).statusCode).toBe(200);
    // Room for one and a half photos.
    expect((await uploadDocument(owner, pdf(CAP - Math.floor(one * 1.5)))).statusCode).toBe(201);

    const files = filesUnder("photos").length;
    const answers = await Promise.all([post(owner, "/api/photos", image), post(owner, "/api/photos", image)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 413]);
    const rows = await t.database.db
      .select({ id: photos.id })
      .from(photos)
      .where(eq(photos.organizationId, organizationId));
    expect(rows).toHaveLength(1);
    // The winner's image and thumbnail; the other's are gone.
    expect(filesUnder("photos")).toHaveLength(files + 2);
    expect(await usedBy(owner)).toBe(CAP - Math.floor(one * 1.5) + one);
  });
});

describe("uploads per organization and hour", () => {
  it("answers 429 with Retry-After once the organization's uploads of the hour are spent, whoever sends the next", async () => {
    const { owner, organizationId } = await newOrganization();
    const colleague = await signedInUser(t, { fullName: "Second Sender" });
    await joinOrganizationOf(t, colleague, owner, "member");
    // The organization's count stands at its limit (a whole team's uploads of the last hour).
    await t.database.db
      .insert(rateLimits)
      .values({ key: `uploads:org:${organizationId}`, count: 1000, windowStart: Date.now() });

    const refused = [
      await post(colleague, "/api/photos", await picture(64, 48, 9)),
      await uploadDocument(owner, pdf(100)),
      await put(owner, "/api/organization/company/logo", await picture(64, 48, 10)),
      await post(colleague, "/api/websites/images?use=portfolio", await picture(64, 48, 11)),
    ];
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(429);
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      expect(Number(res.headers["retry-after"])).toBeLessThanOrEqual(3600);
      expect(res.json().error).toEqual({
        code: "TOO_MANY_REQUESTS",
        message: "Your organization has uploaded too many files in the last hour. Please try again later.",
      });
    }
    // Another organization is not held back.
    const other = await newOrganization();
    expect((await post(other.owner, "/api/photos", await picture(64, 48, 12))).statusCode).toBe(201);
    const counted = await t.database.db
      .select()
      .from(rateLimits)
      .where(and(like(rateLimits.key, "uploads:org:%"), eq(rateLimits.key, `uploads:org:${other.organizationId}`)));
    expect(counted[0]?.count).toBe(1);
  });
});

describe("an installation from before the count", () => {
  it("backfills what its organizations already store: thumbnails, logos and avatars, whose sizes no row kept", async () => {
    const { owner, organizationId } = await newOrganization();
    const photo: PhotoUpload = (await post(owner, "/api/photos", await picture(320, 240, 13))).json();
    expect((await put(owner, "/api/organization/company/logo", await picture(600, 200, 14))).statusCode).toBe(200);
    const avatar = await put(owner, "/api/profile/avatar", await picture(300, 300, 15));
    const avatarKey = avatarKeyOf((avatar.json() as ProfileResponse).avatarUrl);
    if (!avatarKey) throw new Error("no avatar");
    expect((await uploadDocument(owner, pdf(3000))).statusCode).toBe(201);
    const expected =
      (await photoBytes(photo.id)) + bytesOf(await logoKeyOf(organizationId)) + bytesOf(avatarKey) + 3000;
    expect(await usedBy(owner)).toBe(expected);

    // As before the count existed: nothing recorded.
    await t.database.db.delete(storedFiles).where(eq(storedFiles.organizationId, organizationId));
    await t.database.db.delete(organizationStorage).where(eq(organizationStorage.organizationId, organizationId));
    expect(await usedBy(owner)).toBe(0);
    expect(await backfillStoredBytes(t.database.db, t.app.deps.storage)).toBeGreaterThanOrEqual(5);
    expect(await usedBy(owner)).toBe(expected);
    // Twice changes nothing.
    expect(await backfillStoredBytes(t.database.db, t.app.deps.storage)).toBe(0);
    expect(await usedBy(owner)).toBe(expected);
  });
});
