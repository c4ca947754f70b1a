import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPANY_MSG, LOGO, LOGO_MSG, type CompanyResponse } from "../../shared/contracts/company.ts";
import {
  as,
  idsOf,
  joinOrganizationOf,
  ownerAndStranger,
  signedInUser,
  type TestApp,
  type TestUser,
} from "../testing/test-app.ts";
import { companyDetails } from "./company.queries.ts";

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let member: TestUser;
let viewer: TestUser;

beforeAll(async () => {
  ({ t, owner, stranger } = await ownerAndStranger());
  member = await signedInUser(t, { fullName: "Mia Member" });
  viewer = await signedInUser(t, { fullName: "Vic Viewer" });
  await joinOrganizationOf(t, member, owner, "member");
  await joinOrganizationOf(t, viewer, owner, "viewer");
});
afterAll(async () => {
  await t.close();
});

const COMPANY = "/api/organization/company";
const LOGO_PATH = "/api/organization/company/logo";
const details = {
  address: "  12 Main Street\r\nSpringfield, IL 62701 ",
  phone: " +1 (555) 123-4567 ",
  email: " office@ownerbuilders.com ",
  website: " www.ownerbuilders.com ",
};
const saved = {
  address: "12 Main Street\nSpringfield, IL 62701",
  phone: "+1 (555) 123-4567",
  email: "office@ownerbuilders.com",
  website: "www.ownerbuilders.com",
};

/** A half-transparent blue logo. */
const logoImage = (width = 1200, height = 300, format: "png" | "jpeg" | "webp" | "gif" = "png") =>
  sharp({ create: { width, height, channels: 4, background: { r: 37, g: 99, b: 235, alpha: 0.6 } } })
    .toFormat(format)
    .toBuffer();

function uploadLogo(user: TestUser | null, payload: Buffer | Readable | string, contentType = "image/png") {
  return t.app.inject({
    method: "PUT",
    url: LOGO_PATH,
    headers: { ...(user ? { cookie: user.cookie } : {}), "content-type": contentType },
    payload,
  });
}

const companyOf = async (user: TestUser): Promise<CompanyResponse> => {
  const res = await as(t, user).get(COMPANY);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const fileOf = (url: string) => path.join(t.config.dataDir, "files", "logos", url.slice(`${LOGO_PATH}/`.length));
const logoFiles = () => {
  const dir = path.join(t.config.dataDir, "files", "logos");
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};
const tempFiles = () => {
  const dir = path.join(t.config.dataDir, "tmp");
  return fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).filter((e) => e.isFile()) : [];
};

describe("reading and saving the company details", () => {
  it("answers the organization's name and empty fields before anything is saved, to every member", async () => {
    for (const user of [owner, member, viewer]) {
      expect(await companyOf(user)).toEqual({
        name: "Owner Builders",
        address: "",
        phone: "",
        email: "",
        website: "",
        logoUrl: null,
      });
    }
    expect((await companyOf(stranger)).name).toBe("Other Co");
  });

  it("saves an admin's details trimmed, and every member reads them", async () => {
    const res = await as(t, owner).put(COMPANY, details);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ name: "Owner Builders", ...saved, logoUrl: null });
    expect(await companyOf(member)).toEqual({ name: "Owner Builders", ...saved, logoUrl: null });
    expect(await companyOf(viewer)).toEqual({ name: "Owner Builders", ...saved, logoUrl: null });
  });

  it("clears a field saved empty (all four are sent every time)", async () => {
    const res = await as(t, owner).put(COMPANY, { ...details, website: "" });
    expect(res.json()).toMatchObject({ website: "", email: saved.email });
    expect((await as(t, owner).put(COMPANY, details)).json()).toMatchObject(saved);
  });

  it("refuses an invalid e-mail, phone or website, and an over-long address, with the field's message, saving nothing", async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ email: "office at acme" }, "email", COMPANY_MSG.emailInvalid],
      [{ phone: "call us" }, "phone", COMPANY_MSG.phoneInvalid],
      [{ website: "javascript:alert(1)" }, "website", COMPANY_MSG.websiteInvalid],
      [{ address: "x".repeat(501) }, "address", COMPANY_MSG.addressTooLong],
    ];
    for (const [change, field, message] of cases) {
      const res = await as(t, owner).put(COMPANY, { ...details, ...change });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.fields).toMatchObject({ [field]: message });
    }
    expect((await as(t, owner).put(COMPANY, { ...details, address: 42 })).statusCode).toBe(400);
    expect(await companyOf(owner)).toMatchObject(saved);
  });

  it("refuses members and viewers with 403 and a message, changing nothing", async () => {
    for (const user of [member, viewer]) {
      const res = await as(t, user).put(COMPANY, { ...details, phone: "+1 555 000 0000" });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: { code: "FORBIDDEN", message: "Only an admin can do this." } });
      // Refused for the role before the body is checked.
      expect((await as(t, user).put(COMPANY, { phone: "call us", website: 3 })).statusCode).toBe(403);
    }
    expect(await companyOf(owner)).toMatchObject(saved);
  });

  it("keeps organizations apart: another organization's admin reads and changes only their own", async () => {
    const theirs = await as(t, stranger).put(COMPANY, {
      address: "1 Other Road",
      phone: "",
      email: "hello@other.co",
      website: "other.co",
    });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toEqual({
      name: "Other Co",
      address: "1 Other Road",
      phone: "",
      email: "hello@other.co",
      website: "other.co",
      logoUrl: null,
    });
    expect(JSON.stringify(await companyOf(stranger))).not.toContain("Owner Builders");
    expect(await companyOf(owner)).toEqual({ name: "Owner Builders", ...saved, logoUrl: null });
  });

  it("answers 401 signed out", async () => {
    expect((await as(t, null).get(COMPANY)).statusCode).toBe(401);
    expect((await as(t, null).put(COMPANY, details)).statusCode).toBe(401);
  });
});

describe("the logo", () => {
  let firstUrl: string;

  it("stores an upload as a PNG that fits in 600×240 with its transparency, served to members with a long cache", async () => {
    const res = await uploadLogo(owner, await logoImage());
    expect(res.statusCode, res.body).toBe(200);
    const company: CompanyResponse = res.json();
    expect(company).toMatchObject({ name: "Owner Builders", ...saved });
    expect(company.logoUrl).toMatch(/^\/api\/organization\/company\/logo\/[0-9a-f-]{36}\.png$/);
    firstUrl = company.logoUrl ?? "";
    expect(fs.existsSync(fileOf(firstUrl))).toBe(true);

    for (const user of [owner, member, viewer]) {
      expect((await companyOf(user)).logoUrl).toBe(firstUrl);
      const served = await as(t, user).get(firstUrl);
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/png");
      expect(served.headers["cache-control"]).toBe("private, max-age=31536000, immutable");
      expect(Number(served.headers["content-length"])).toBe(served.rawPayload.length);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({
        format: "png",
        width: 600,
        height: 150,
        hasAlpha: true,
      });
    }
    expect(tempFiles()).toEqual([]);
  });

  it("is not served to another organization, nor signed out", async () => {
    const theirs = await as(t, stranger).get(firstUrl);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.code).toBe("NOT_FOUND");
    expect((await as(t, null).get(firstUrl)).statusCode).toBe(401);
  });

  it("replacing it stores a new key and deletes the previous file (JPEG, WebP and GIF accepted too)", async () => {
    let previous = firstUrl;
    for (const [format, type] of [
      ["jpeg", "image/jpeg"],
      ["webp", "image/webp"],
      ["gif", "application/octet-stream"],
    ] as const) {
      const res = await uploadLogo(owner, await logoImage(200, 100, format), type);
      expect(res.statusCode, `${format}: ${res.body}`).toBe(200);
      const url: string = res.json().logoUrl;
      expect(url).not.toBe(previous);
      expect(fs.existsSync(fileOf(url))).toBe(true);
      expect(fs.existsSync(fileOf(previous))).toBe(false);
      expect((await as(t, owner).get(previous)).statusCode).toBe(404);
      // A small image is never enlarged.
      expect(await sharp((await as(t, member).get(url)).rawPayload).metadata()).toMatchObject({
        format: "png",
        width: 200,
        height: 100,
      });
      previous = url;
    }
    expect(logoFiles()).toEqual([path.basename(fileOf(previous))]);
  });

  it("refuses what is not an image by its content with 400, an empty body with 400 and a JSON body with 415", async () => {
    const before = (await companyOf(owner)).logoUrl;
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    for (const [payload, type] of [
      ["not a picture at all", "image/png"],
      [svg, "image/svg+xml"],
    ] as const) {
      const res = await uploadLogo(owner, payload, type);
      expect(res.statusCode, type).toBe(400);
      expect(res.json()).toEqual({ error: { code: "BAD_REQUEST", message: LOGO_MSG.wrongType } });
    }
    const empty = await uploadLogo(owner, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(LOGO_MSG.empty);
    const json = await as(t, owner).put(LOGO_PATH, { image: "data:image/png;base64,AAAA" });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
    expect((await companyOf(owner)).logoUrl).toBe(before);
    expect(tempFiles()).toEqual([]);
  });

  it("refuses more than 2 MB with 413, by its declared length or while streaming, keeping nothing", async () => {
    const before = (await companyOf(owner)).logoUrl;
    const declared = await uploadLogo(owner, Buffer.concat([await logoImage(), Buffer.alloc(LOGO.maxBytes)]));
    expect(declared.statusCode).toBe(413);
    expect(declared.json()).toEqual({ error: { code: "PAYLOAD_TOO_LARGE", message: LOGO_MSG.tooLarge } });
    // No Content-Length (chunked): counted as it arrives. The limit is passed by the last chunk (app.inject fails
    // the request itself when the server stops reading a stream that has more to give).
    const chunk = 512 * 1024;
    const chunks = function* () {
      for (let i = 0; i <= LOGO.maxBytes / chunk; i++) yield Buffer.alloc(chunk, i);
    };
    const streamed = await uploadLogo(owner, Readable.from(chunks()));
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json().error.message).toBe(LOGO_MSG.tooLarge);
    expect((await companyOf(owner)).logoUrl).toBe(before);
    expect(tempFiles()).toEqual([]);
  });

  it("refuses members and viewers (403 with a message) before reading the upload; another organization changes only its own", async () => {
    const before = (await companyOf(owner)).logoUrl;
    for (const user of [member, viewer]) {
      const up = await uploadLogo(user, await logoImage());
      expect(up.statusCode).toBe(403);
      expect(up.json()).toEqual({ error: { code: "FORBIDDEN", message: "Only an admin can do this." } });
      const del = await as(t, user).delete(LOGO_PATH);
      expect(del.statusCode).toBe(403);
      expect(del.json().error.message).toBe("Only an admin can do this.");
    }
    expect((await uploadLogo(null, await logoImage())).statusCode).toBe(401);

    const theirs = await uploadLogo(stranger, await logoImage(100, 100));
    expect(theirs.statusCode).toBe(200);
    const theirUrl: string = theirs.json().logoUrl;
    expect((await as(t, owner).get(theirUrl)).statusCode).toBe(404);
    expect((await as(t, stranger).delete(LOGO_PATH)).json().logoUrl).toBeNull();
    expect(fs.existsSync(fileOf(theirUrl))).toBe(false);

    expect((await companyOf(owner)).logoUrl).toBe(before);
    expect(fs.existsSync(fileOf(before ?? ""))).toBe(true);
  });

  it("answers 404 for a name that is not the organization's logo, never a path", async () => {
    for (const name of [
      "..%2F..%2Fauth-secret",
      "00000000-0000-0000-0000-000000000000.png",
      "x.png",
      "%2e%2e",
      "..%2Favatars%2Fx.webp",
    ]) {
      const res = await as(t, owner).get(`${LOGO_PATH}/${name}`);
      expect(res.statusCode, name).toBe(404);
    }
  });
});

describe("companyDetails, for estimates and invoices", () => {
  it("answers the name, the fields and the logo's PNG bytes; null without a logo or when its file is missing", async () => {
    const { organizationId } = await idsOf(t, owner);
    const { db } = t.database;
    const storage = t.app.deps.storage;
    const url = (await companyOf(owner)).logoUrl ?? "";
    const found = await companyDetails(db, storage, organizationId);
    expect(found).toMatchObject({ name: "Owner Builders", ...saved });
    expect(found.logo).toBeInstanceOf(Buffer);
    expect(found.logo?.equals((await as(t, owner).get(url)).rawPayload)).toBe(true);

    // The file gone from storage (a lost disk, a bad restore): no logo rather than a failure.
    fs.rmSync(fileOf(url));
    expect((await companyDetails(db, storage, organizationId)).logo).toBeNull();

    // Removing the logo clears it; removing again is harmless.
    const removed = await as(t, owner).delete(LOGO_PATH);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ name: "Owner Builders", ...saved, logoUrl: null });
    expect((await as(t, owner).delete(LOGO_PATH)).statusCode).toBe(200);
    expect(await companyDetails(db, storage, organizationId)).toEqual({ name: "Owner Builders", ...saved, logo: null });

    // An organization that never saved anything.
    const fresh = await signedInUser(t, { companyName: "Fresh Framing" });
    expect(await companyDetails(db, storage, (await idsOf(t, fresh)).organizationId)).toEqual({
      name: "Fresh Framing",
      address: "",
      phone: "",
      email: "",
      website: "",
      logo: null,
    });
    await expect(companyDetails(db, storage, "no-such-organization")).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe("the upload limit", () => {
  it("allows 30 logo uploads an hour per account, keeping only the last file", async () => {
    const admin = await signedInUser(t, { companyName: "Busy Logos" });
    const small = await logoImage(16, 16);
    const before = logoFiles().length;
    for (let i = 0; i < 30; i++) expect((await uploadLogo(admin, small)).statusCode).toBe(200);
    const refused = await uploadLogo(admin, small);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe("TOO_MANY_REQUESTS");
    expect(logoFiles().length).toBe(before + 1);
  });
});
