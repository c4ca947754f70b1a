import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  as,
  createTestApp,
  idsOf,
  joinOrganizationOf,
  signedInUser,
  type TestApp,
  type TestUser,
} from "../../server/testing/test-app.ts";
import {
  contracts,
  documents,
  documentVersions,
  storageCleanup,
  subscriptions,
  users,
} from "../../server/db/schema/index.ts";
import { LocalStorage } from "../../server/platform/storage.ts";
import { backfillStoredBytes } from "../../server/platform/storage-usage.ts";
import { storageLimitMessage } from "../../shared/plan-limits.ts";
import type { DocumentDetail, DocumentList, DocumentRow, DocumentSummary } from "./documents.contract.ts";
import { DOCUMENT_MSG } from "./documents.constants.ts";
import { sweepStorageCleanup } from "./documents-files.queries.ts";

let t: TestApp;
let owner: TestUser;
let member: TestUser;
let viewer: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await createTestApp({ MAX_UPLOAD_BYTES: "65536" });
  owner = await signedInUser(t, { companyName: "Docs Builders", fullName: "Dora Docs" });
  member = await signedInUser(t, { companyName: "Member Home Co" });
  viewer = await signedInUser(t, { companyName: "Viewer Home Co" });
  stranger = await signedInUser(t, { companyName: "Other Co" });
  await joinOrganizationOf(t, member, owner, "member");
  await joinOrganizationOf(t, viewer, owner, "viewer");
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const storage = () => t.app.deps.storage;
const filesDir = () => path.join(t.config.dataDir, "files", "documents");
const storedFiles = () => (fs.existsSync(filesDir()) ? fs.readdirSync(filesDir()) : []);

const pdf = (text = "hello") =>
  Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
const png = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");

type Body = Buffer | Readable | string;

function upload(user: TestUser | null, query: Record<string, string>, body: Body, contentType = "application/pdf") {
  return t.app.inject({
    method: "POST",
    url: `/api/documents?${new URLSearchParams(query)}`,
    headers: { ...(user ? { cookie: user.cookie } : {}), "content-type": contentType },
    payload: body,
  });
}

function uploadVersion(user: TestUser, id: string, body: Body, fileName?: string) {
  return t.app.inject({
    method: "POST",
    url: `/api/documents/${id}/versions${fileName ? `?fileName=${encodeURIComponent(fileName)}` : ""}`,
    headers: { cookie: user.cookie, "content-type": "application/octet-stream" },
    payload: body,
  });
}

async function uploaded(user: TestUser, query: Record<string, string>, body: Body = pdf()): Promise<DocumentRow> {
  const res = await upload(user, query, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const keysOf = async (documentId: string) =>
  (
    await db()
      .select({ key: documentVersions.storageKey })
      .from(documentVersions)
      .where(eq(documentVersions.documentId, documentId))
  ).map((r) => r.key);

describe("uploading", () => {
  it("stores the file under a server-made key and records version 1.0, Uploaded, trimmed tags, the uploader", async () => {
    const doc = await uploaded(owner, {
      name: "Site Plan",
      fileName: "../../etc/site plan.pdf",
      tags: " permits, , drawings ,permits",
      documentType: "Blueprint",
    });
    const { userId } = await idsOf(t, owner);
    expect(doc).toMatchObject({
      name: "Site Plan",
      documentType: "Blueprint",
      status: "Uploaded",
      tags: ["permits", "drawings"],
      version: 1,
      mimeType: "application/pdf",
      fileName: "site plan.pdf",
      size: pdf().length,
      project: null,
      contract: null,
      uploadedBy: { id: userId, fullName: "Dora Docs" },
    });
    const [key] = await keysOf(doc.id);
    expect(key).toMatch(/^documents\/[0-9a-f-]{36}$/);
    expect(await storage().stat(key ?? "")).toMatchObject({ size: pdf().length });
    expect(await db().select().from(storageCleanup)).toEqual([]);
  });

  it("answers the spec's messages: a name is required, a signed-out visitor cannot upload", async () => {
    const noName = await upload(owner, { name: "  " }, pdf());
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error.message).toBe(DOCUMENT_MSG.nameRequired.message);
    const signedOut = await upload(null, { name: "x" }, pdf());
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error.message).toBe(DOCUMENT_MSG.notAuthenticated);
  });

  it("refuses a viewer's upload (403) and keeps nothing", async () => {
    const before = storedFiles().length;
    const res = await upload(viewer, { name: "x" }, pdf());
    expect(res.statusCode).toBe(403);
    expect(storedFiles().length).toBe(before);
  });

  it("judges the type by content, not by name or claimed type, and keeps nothing it refuses", async () => {
    const before = storedFiles().length;
    const cases: [string, Buffer][] = [
      ["invoice.pdf", Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 0)])],
      ["page.txt", Buffer.from("<!DOCTYPE html><script>alert(1)</script>")],
      ["drawing.svg", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
      ["archive.zip", Buffer.from("PK\u0003\u0004rest-of-a-zip")],
    ];
    for (const [fileName, body] of cases) {
      const res = await upload(owner, { name: "bad", fileName }, body, "application/pdf");
      expect(res.statusCode, fileName).toBe(415);
      expect(res.json().error.message).toBe(DOCUMENT_MSG.wrongType);
    }
    // A PNG named .pdf is a PNG.
    const renamed = await uploaded(owner, { name: "photo", fileName: "photo.pdf" }, png);
    expect(renamed.mimeType).toBe("image/png");
    expect(storedFiles().length).toBe(before + 1);
    expect(await db().select().from(storageCleanup)).toEqual([]);
  });

  it("refuses an empty file and a JSON body", async () => {
    const empty = await upload(owner, { name: "empty" }, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    const json = await t.app.inject({
      method: "POST",
      url: "/api/documents?name=x",
      headers: { cookie: owner.cookie },
      payload: { a: 1 },
    });
    expect(json.statusCode).toBe(415);
  });

  it("refuses a file over MAX_UPLOAD_BYTES, by its declared length or while streaming, keeping nothing", async () => {
    const before = storedFiles().length;
    const big = Buffer.concat([pdf(), Buffer.alloc(70_000, 32)]);
    const declared = await upload(owner, { name: "big" }, big);
    expect(declared.statusCode).toBe(413);
    expect(declared.json().error.message).toBe(DOCUMENT_MSG.tooLarge("64 KB"));
    const streamed = await upload(
      owner,
      { name: "big" },
      Readable.from([big.subarray(0, 30_000), big.subarray(30_000)]),
    );
    expect(streamed.statusCode).toBe(413);
    expect(storedFiles().length).toBe(before);
    expect(await db().select().from(storageCleanup)).toEqual([]);
  });

  it("refuses what the plan's storage cannot hold, with the plan's message", async () => {
    const quotaOwner = await signedInUser(t, { companyName: "Full Storage Co" });
    const { organizationId, userId } = await idsOf(t, quotaOwner);
    // A paid Basic plan (a trial would stop at 5 GB: storage-caps.test.ts).
    await db()
      .update(subscriptions)
      .set({ planName: "basic", status: "active" })
      .where(eq(subscriptions.organizationId, organizationId));
    // 10 GB minus 100 bytes already stored (a record only: no 10 GB file is written for the test).
    const [doc] = await db()
      .insert(documents)
      .values({
        organizationId,
        name: "huge",
        size: 10 * 1024 ** 3 - 100,
        mimeType: "application/pdf",
        fileName: "huge.pdf",
        uploadedBy: userId,
      })
      .returning({ id: documents.id });
    await db()
      .insert(documentVersions)
      .values({
        organizationId,
        documentId: doc?.id ?? "",
        version: 1,
        storageKey: "documents/0a0a0a0a-0000-4000-8000-000000000000",
        fileName: "huge.pdf",
        mimeType: "application/pdf",
        size: 10 * 1024 ** 3 - 100,
      });
    // Counted in storage used as the start-up count counts an installation's existing files (decision 0038).
    await backfillStoredBytes(db(), t.app.deps.storage);
    const tooMuch = Buffer.concat([pdf(), Buffer.alloc(200, 32)]);
    const res = await upload(quotaOwner, { name: "one more" }, tooMuch);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe(storageLimitMessage("basic"));
    const streamed = await upload(quotaOwner, { name: "one more" }, Readable.from([tooMuch]));
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json().error.message).toBe(storageLimitMessage("basic"));
    // A file that fits is still welcome.
    expect((await upload(quotaOwner, { name: "small" }, Buffer.from("%PDF-1.4\n"))).statusCode).toBe(201);
    const summary: DocumentSummary = (await as(t, quotaOwner).get("/api/documents/summary")).json();
    expect(summary).toMatchObject({
      total: 2,
      storageUsedBytes: 10 * 1024 ** 3 - 100 + 9,
      storageLimitBytes: 10 * 1024 ** 3,
    });
  });

  it("attaches to the organization's own project only", async () => {
    const project = (
      await as(t, owner).post("/api/projects", { name: "Tower", startDate: "2026-01-01", endDate: "2026-12-31" })
    ).json();
    const foreign = (
      await as(t, stranger).post("/api/projects", { name: "Theirs", startDate: "2026-01-01", endDate: "2026-12-31" })
    ).json();
    const doc = await uploaded(owner, { name: "Tower permit", projectId: project.id });
    expect(doc.project).toEqual({ id: project.id, name: "Tower" });
    const refused = await upload(owner, { name: "x", projectId: foreign.id }, pdf());
    expect(refused.statusCode).toBe(400);
    const list: DocumentList = (await as(t, owner).get(`/api/documents?projectId=${project.id}`)).json();
    expect(list.documents.map((d) => d.name)).toEqual(["Tower permit"]);
  });
});

describe("listing", () => {
  let lister: TestUser;
  beforeAll(async () => {
    lister = await signedInUser(t, { companyName: "List Co" });
    await uploaded(lister, { name: "Foundation Report", tags: "concrete,inspection" });
    await uploaded(lister, { name: "Roof drawings", tags: "roof,drawings" });
    await uploaded(lister, { name: "Concrete 100%_mix", tags: "concrete" });
  });

  it("lists newest first, searches names case-insensitively (% and _ literally) and needs all selected tags", async () => {
    const all: DocumentList = (await as(t, lister).get("/api/documents")).json();
    expect(all.documents.map((d) => d.name)).toEqual(["Concrete 100%_mix", "Roof drawings", "Foundation Report"]);
    const search: DocumentList = (await as(t, lister).get("/api/documents?q=REPORT")).json();
    expect(search.documents.map((d) => d.name)).toEqual(["Foundation Report"]);
    const literal: DocumentList = (await as(t, lister).get(`/api/documents?q=${encodeURIComponent("%_")}`)).json();
    expect(literal.documents.map((d) => d.name)).toEqual(["Concrete 100%_mix"]);
    const oneTag: DocumentList = (await as(t, lister).get("/api/documents?tags=concrete")).json();
    expect(oneTag.documents.map((d) => d.name)).toEqual(["Concrete 100%_mix", "Foundation Report"]);
    const twoTags: DocumentList = (await as(t, lister).get("/api/documents?tags=concrete,inspection")).json();
    expect(twoTags.documents.map((d) => d.name)).toEqual(["Foundation Report"]);
  });

  it("takes tags with quotes and backslashes literally", async () => {
    await uploaded(lister, { name: "Pipe spec", tags: '5" pipe,C:\\temp' });
    const quoted: DocumentList = (
      await as(t, lister).get(`/api/documents?tags=${encodeURIComponent('5" pipe,C:\\temp')}`)
    ).json();
    expect(quoted.documents.map((d) => d.name)).toEqual(["Pipe spec"]);
    const doc = quoted.documents[0];
    expect((await as(t, lister).delete(`/api/documents/${doc?.id ?? ""}`)).statusCode).toBe(200);
  });

  it("shows new names of a project, a contract and an uploader at once (the list cache follows them)", async () => {
    const renamer = await signedInUser(t, { companyName: "Rename Co", fullName: "Before Name" });
    const { organizationId } = await idsOf(t, renamer);
    const project = (
      await as(t, renamer).post("/api/projects", {
        name: "Old project",
        startDate: "2026-01-01",
        endDate: "2026-12-31",
      })
    ).json();
    const [contract] = await db()
      .insert(contracts)
      .values({
        organizationId,
        name: "Old contract",
        clientName: "Client",
        startDate: "2026-01-01",
        contractType: "Construction",
      })
      .returning({ id: contracts.id });
    await uploaded(renamer, { name: "Linked", projectId: project.id, contractId: contract?.id ?? "" });
    const before: DocumentList = (await as(t, renamer).get("/api/documents")).json();
    expect(before.documents[0]).toMatchObject({
      project: { name: "Old project" },
      contract: { name: "Old contract" },
      uploadedBy: { fullName: "Before Name" },
    });
    await as(t, renamer).put(`/api/projects/${project.id}`, {
      name: "New project",
      startDate: "2026-01-01",
      endDate: "2026-12-31",
    });
    await db()
      .update(contracts)
      .set({ name: "New contract" })
      .where(eq(contracts.id, contract?.id ?? ""));
    await db().update(users).set({ name: "After Name" }).where(eq(users.email, renamer.email));
    const after: DocumentList = (await as(t, renamer).get("/api/documents")).json();
    expect(after.documents[0]).toMatchObject({
      project: { name: "New project" },
      contract: { name: "New contract" },
      uploadedBy: { fullName: "After Name" },
    });
    await as(t, renamer).delete(`/api/projects/${project.id}`);
    const detached: DocumentList = (await as(t, renamer).get("/api/documents")).json();
    expect(detached.documents[0]?.project).toBeNull();
  });

  it("pages with a cursor", async () => {
    const first: DocumentList = (await as(t, lister).get("/api/documents?limit=2")).json();
    expect(first.documents).toHaveLength(2);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second: DocumentList = (await as(t, lister).get(`/api/documents?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.documents.map((d) => d.name)).toEqual(["Foundation Report"]);
    expect(second.nextCursor).toBeNull();
  });

  it("answers the stat cards and tags from the organization's own documents", async () => {
    const summary: DocumentSummary = (await as(t, lister).get("/api/documents/summary")).json();
    expect(summary).toMatchObject({
      total: 3,
      recentUploads: 3,
      pendingAction: 3,
      storageUsedBytes: pdf().length * 3,
      maxUploadBytes: 65536,
    });
    expect(summary.tags).toEqual([
      { tag: "concrete", count: 2 },
      { tag: "drawings", count: 1 },
      { tag: "inspection", count: 1 },
      { tag: "roof", count: 1 },
    ]);
    const other: DocumentList = (await as(t, stranger).get("/api/documents")).json();
    expect(other.documents.map((d) => d.name)).not.toContain("Foundation Report");
  });
});

describe("versions, downloads and links", () => {
  let doc: DocumentRow;
  beforeAll(async () => {
    doc = await uploaded(owner, { name: "Contract draft", fileName: "draft.pdf" }, pdf("first"));
    await as(t, owner).patch(`/api/documents/${doc.id}`, { status: "Approved" });
  });

  it("a new version advances the number, goes back to Uploaded and keeps every version downloadable", async () => {
    const res = await uploadVersion(member, doc.id, pdf("second"), "draft v2.pdf");
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      version: 2,
      status: "Uploaded",
      fileName: "draft v2.pdf",
      size: pdf("second").length,
    });
    const detail: DocumentDetail = (await as(t, owner).get(`/api/documents/${doc.id}`)).json();
    expect(detail.versions.map((v) => [v.version, v.fileName])).toEqual([
      [2, "draft v2.pdf"],
      [1, "draft.pdf"],
    ]);
    const current = await as(t, viewer).get(`/api/documents/${doc.id}/file`);
    expect(current.statusCode).toBe(200);
    expect(current.body).toBe(pdf("second").toString());
    expect(current.headers["content-type"]).toBe("application/pdf");
    expect(current.headers["content-disposition"]).toBe(
      `attachment; filename="draft v2.pdf"; filename*=UTF-8''draft%20v2.pdf`,
    );
    const first = await as(t, owner).get(`/api/documents/${doc.id}/file?version=1&disposition=inline`);
    expect(first.body).toBe(pdf("first").toString());
    expect(first.headers["content-disposition"]).toMatch(/^inline; /);
    expect((await as(t, owner).get(`/api/documents/${doc.id}/file?version=7`)).statusCode).toBe(404);
  });

  it("keeps another organization and signed-out visitors out (404 and 401)", async () => {
    for (const url of [`/api/documents/${doc.id}`, `/api/documents/${doc.id}/file`]) {
      expect((await as(t, stranger).get(url)).statusCode, url).toBe(404);
      expect((await as(t, null).get(url)).statusCode, url).toBe(401);
    }
    expect((await as(t, stranger).patch(`/api/documents/${doc.id}`, { status: "Approved" })).statusCode).toBe(404);
    expect((await uploadVersion(stranger, doc.id, pdf())).statusCode).toBe(404);
    expect((await as(t, stranger).delete(`/api/documents/${doc.id}`)).statusCode).toBe(404);
    expect((await as(t, stranger).post(`/api/documents/${doc.id}/link`, {})).statusCode).toBe(404);
    expect((await as(t, viewer).patch(`/api/documents/${doc.id}`, { status: "Approved" })).statusCode).toBe(403);
  });

  it("a signed link downloads without a session until it is tampered with", async () => {
    const res = await as(t, viewer).post(`/api/documents/${doc.id}/link`, { version: 1 });
    expect(res.statusCode).toBe(200);
    const { url } = res.json() as { url: string };
    const pathOnly = url.replace(/^https?:\/\/[^/]+/, "");
    const file = await as(t, null).get(pathOnly);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe(pdf("first").toString());
    // Its signature's last character changed (any change: the signature's text is compared, not its bytes).
    const tampered = await as(t, null).get(`${pathOnly.slice(0, -1)}${pathOnly.endsWith("A") ? "B" : "A"}`);
    expect(tampered.statusCode).toBe(403);
    expect(tampered.json().error.message).toBe(DOCUMENT_MSG.linkExpired);
  });

  it("changes status and tags; refuses an unknown status", async () => {
    const res = await as(t, owner).patch(`/api/documents/${doc.id}`, {
      status: "Under Review",
      tags: ["legal", "legal", "draft"],
    });
    expect(res.json()).toMatchObject({ status: "Under Review", tags: ["legal", "draft"] });
    expect((await as(t, owner).patch(`/api/documents/${doc.id}`, { status: "Lost" })).statusCode).toBe(400);
  });

  it("deleting removes the record, every version's file and leaves nothing queued", async () => {
    const keys = await keysOf(doc.id);
    expect(keys).toHaveLength(2);
    const res = await as(t, member).delete(`/api/documents/${doc.id}`);
    expect(res.json()).toEqual({ id: doc.id, deleted: true });
    for (const key of keys) expect(await storage().stat(key)).toBeNull();
    expect(await db().select().from(storageCleanup)).toEqual([]);
    expect((await as(t, owner).get(`/api/documents/${doc.id}`)).statusCode).toBe(404);
    expect((await as(t, owner).delete(`/api/documents/${doc.id}`)).statusCode).toBe(404);
  });
});

describe("no orphans", () => {
  it("maintenance deletes due files no record holds (a crash mid-upload), never a recorded one", async () => {
    const kept = await uploaded(owner, { name: "kept" });
    const [keptKey] = await keysOf(kept.id);
    const orphan = await storage().put(Readable.from([pdf()]), { prefix: "documents" });
    const past = new Date(Date.now() - 1000);
    await db()
      .insert(storageCleanup)
      .values([
        { storageKey: orphan.key, dueAt: past },
        { storageKey: keptKey ?? "", dueAt: past },
      ]);
    const swept = await sweepStorageCleanup(db(), (key) => storage().delete(key));
    expect(swept).toBe(1);
    expect(await storage().stat(orphan.key)).toBeNull();
    expect(await storage().stat(keptKey ?? "")).not.toBeNull();
    await db().delete(storageCleanup);
  });

  it("deleting an organization queues its files (the trigger), and the sweep deletes them", async () => {
    const leaving = await signedInUser(t, { companyName: "Leaving Co" });
    const doc = await uploaded(leaving, { name: "old" });
    const [key] = await keysOf(doc.id);
    const { organizationId } = await idsOf(t, leaving);
    await db().execute(`delete from organizations where id = '${organizationId.replace(/'/g, "''")}'`);
    await sweepStorageCleanup(db(), (k) => storage().delete(k));
    expect(await storage().stat(key ?? "")).toBeNull();
  });

  it("uses local disk by default", () => {
    expect(storage()).toBeInstanceOf(LocalStorage);
  });
});

describe("a download's name follows what the file is", () => {
  it("gives text named .html or .hta a .txt name and type, and does not take %PDF- after other bytes for a PDF", async () => {
    const page = await uploaded(
      owner,
      { name: "Invoice page", fileName: "invoice.html" },
      Buffer.from("Invoice 42\nTotal: $1,200\n"),
    );
    expect(page).toMatchObject({ fileName: "invoice.txt", mimeType: "text/plain" });
    const hta = await uploaded(
      owner,
      { name: "Update", fileName: "update.hta" },
      Buffer.from('Set shell = CreateObject("WScript.Shell")\n%PDF-1.4\n'),
    );
    expect(hta).toMatchObject({ fileName: "update.txt", mimeType: "text/plain" });
    const file = await as(t, owner).get(`/api/documents/${hta.id}/file`);
    expect(file.headers["content-type"]).toMatch(/^text\/plain/);
    expect(file.headers["content-disposition"]).toBe(`attachment; filename="update.txt"; filename*=UTF-8''update.txt`);
  });
});
