import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, createTestApp, signedInUser, type TestApp, type TestUser } from "../testing/test-app.ts";
import { readManifest, restoreBackup, writeBackup, type BackupSources } from "./backup.ts";

/** A backup round trip on the engine under test: the database and the stored files come back as they were. */

let source: TestApp;
let target: TestApp;
let owner: TestUser;
let backupDir: string;
let projectId: string;
let documentId: string;
const fileBytes = Buffer.from("%PDF-1.4\n% the site plan, for the backup\ntrailer<<>>\n%%EOF\n");

const sources = (t: TestApp): BackupSources => ({
  database: t.database,
  dataDir: t.config.dataDir,
  localFiles: true,
  authSecretConfigured: true,
});

beforeAll(async () => {
  [source, target] = await Promise.all([createTestApp(), createTestApp()]);
  owner = await signedInUser(source, { companyName: "Backed Up Builders" });
  const project = await as(source, owner).post("/api/projects", {
    name: "Kept Tower",
    startDate: "2026-03-01",
    endDate: "2026-06-30",
    budget: 125000.5,
  });
  expect(project.statusCode, project.body).toBe(201);
  projectId = project.json().id;
  const doc = await source.app.inject({
    method: "POST",
    url: `/api/documents?${new URLSearchParams({ name: "Kept Plan", fileName: "kept.pdf", tags: "drawings,phase-1", projectId })}`,
    headers: { cookie: owner.cookie, "content-type": "application/pdf" },
    payload: fileBytes,
  });
  expect(doc.statusCode, doc.body).toBe(201);
  documentId = doc.json().id;
  backupDir = fs.mkdtempSync(path.join(os.tmpdir(), "buildops-backup-"));
  fs.rmSync(backupDir, { recursive: true });
}, 60_000);

afterAll(async () => {
  await Promise.all([source.close(), target.close()]);
  fs.rmSync(backupDir, { recursive: true, force: true });
});

describe("backup and restore", () => {
  it("writes every table and the stored files, for its owner only", async () => {
    const manifest = await writeBackup(sources(source), backupDir);
    expect(manifest.tables).toMatchObject({ users: 1, projects: 1, documents: 1, document_versions: 1 });
    expect(manifest.files).toBe(1);
    expect(readManifest(backupDir)).toEqual(manifest);
    expect(fs.statSync(path.join(backupDir, "database", "users.jsonl")).mode & 0o077).toBe(0);
  });

  it("refuses to write over something", async () => {
    await expect(writeBackup(sources(source), backupDir)).rejects.toThrow(/not empty/);
  });

  it("brings everything back into another installation: sign-in, the project to the cent, the document and its file", async () => {
    const stranger = await signedInUser(target, { companyName: "Replaced Co" });
    await restoreBackup(sources(target), backupDir);

    const signIn = await target.app.inject({
      method: "POST",
      url: "/api/auth/sign-in",
      payload: { email: owner.email, password: owner.password },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const restored = { ...owner, cookie: String(signIn.headers["set-cookie"]).split(";")[0] ?? "" };
    // The session made before the backup is still valid, too.
    expect((await as(target, owner).get("/api/auth/session")).json()).toMatchObject({
      organization: { name: "Backed Up Builders" },
    });

    const project = await as(target, restored).get(`/api/projects/${projectId}`);
    expect(project.json()).toMatchObject({ name: "Kept Tower", budget: 125000.5 });
    const doc = await as(target, restored).get(`/api/documents/${documentId}`);
    expect(doc.json()).toMatchObject({ name: "Kept Plan", tags: ["drawings", "phase-1"] });
    const file = await as(target, restored).get(`/api/documents/${documentId}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(fileBytes)).toBe(true);

    // What the target held before is gone: a restore replaces, it does not merge.
    const gone = await target.app.inject({
      method: "POST",
      url: "/api/auth/sign-in",
      payload: { email: stranger.email, password: stranger.password },
    });
    expect(gone.statusCode).toBe(401);
  });

  it("leaves the database as it was when the backup is damaged", async () => {
    const damaged = fs.mkdtempSync(path.join(os.tmpdir(), "buildops-damaged-"));
    fs.cpSync(backupDir, damaged, { recursive: true });
    fs.appendFileSync(path.join(damaged, "database", "projects.jsonl"), '{"id": "not-a-uuid", "name": 5}\n');
    await expect(restoreBackup(sources(target), damaged)).rejects.toThrow();
    const signIn = await target.app.inject({
      method: "POST",
      url: "/api/auth/sign-in",
      payload: { email: owner.email, password: owner.password },
    });
    expect(signIn.statusCode).toBe(200);
    fs.rmSync(damaged, { recursive: true, force: true });
  });

  it("refuses a backup of another database version", async () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), "buildops-other-"));
    fs.cpSync(backupDir, other, { recursive: true });
    const manifest = readManifest(other);
    fs.writeFileSync(path.join(other, "manifest.json"), JSON.stringify({ ...manifest, migration: "0001_old" }));
    await expect(restoreBackup(sources(target), other)).rejects.toThrow(/database version 0001_old/);
    fs.rmSync(other, { recursive: true, force: true });
  });
});
