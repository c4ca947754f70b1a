import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isStorageKey, LocalStorage, newStorageKey, StorageKeyError } from "./storage.ts";
import { describeStorageContract } from "./storage-contract.ts";
import { removeStaleFiles } from "./upload.ts";

let dir: string;
let root: string;
let storage: LocalStorage;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "buildops-storage-"));
  root = path.join(dir, "files");
  storage = new LocalStorage(root);
  // A file beside the storage root that no key may reach.
  fs.writeFileSync(path.join(dir, "secret.txt"), "not yours");
});
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const leftInTmp = () => (fs.existsSync(path.join(root, ".tmp")) ? fs.readdirSync(path.join(root, ".tmp")) : []);

describe("keys", () => {
  it("are made by the server: <prefix>/<uuid>[.<extension>]", () => {
    expect(newStorageKey("avatars", "webp")).toMatch(/^avatars\/[0-9a-f-]{36}\.webp$/);
    expect(newStorageKey("documents/org-1")).toMatch(/^documents\/org-1\/[0-9a-f-]{36}$/);
    expect(newStorageKey("avatars")).not.toBe(newStorageKey("avatars"));
  });

  it("refuse prefixes and extensions that could carry a path or a client's name", () => {
    for (const prefix of ["", "..", "../x", "/abs", "a/../b", "a//b", "a/", "My Photos", "a.b", "a\\b", "é"]) {
      expect(() => newStorageKey(prefix), prefix).toThrow(StorageKeyError);
    }
    for (const ext of ["", ".png", "p/ng", "PNG", "toolongext"])
      expect(() => newStorageKey("avatars", ext), ext).toThrow(StorageKeyError);
  });

  it("only keys of that form are accepted", () => {
    expect(isStorageKey("avatars/0b7c.webp")).toBe(true);
    expect(isStorageKey("a/b/c")).toBe(true);
    for (const key of [
      "",
      "../secret.txt",
      "avatars/../../secret.txt",
      "/etc/passwd",
      ".tmp/x",
      "avatars/.x",
      "a/b.",
      "a/b.c.d",
      "a\\..\\b",
      "a/%2e%2e",
      "avatars/x\u0000",
    ]) {
      expect(isStorageKey(key), key).toBe(false);
    }
  });
});

describeStorageContract("local disk", () => ({
  storage,
  async held(prefix) {
    const folder = path.join(root, prefix);
    const files = fs.existsSync(folder)
      ? fs.readdirSync(folder, { recursive: true, encoding: "utf8" }).map((name) => `${prefix}/${name}`)
      : [];
    return [
      ...files.filter((name) => fs.statSync(path.join(root, name)).isFile()),
      ...leftInTmp().map((name) => `.tmp/${name}`),
    ];
  },
}));

describe("local disk", () => {
  it("keeps each key as a file under its root, written through .tmp", async () => {
    const stored = await storage.put(Readable.from(["hello ", "world"]), { prefix: "notes", extension: "txt" });
    expect(fs.readFileSync(path.join(root, stored.key), "utf8")).toBe("hello world");
    expect(leftInTmp()).toEqual([]);
    expect(await storage.delete(stored.key)).toBe(true);
    expect(fs.existsSync(path.join(root, stored.key))).toBe(false);
  });

  it("answers null for a key whose folder is missing or is a file", async () => {
    const stored = await storage.put(Readable.from(["x"]), { prefix: "notes" });
    expect(await storage.stat(`${stored.key}/below`)).toBeNull();
    expect(await storage.open(`${stored.key}/below`)).toBeNull();
    expect(await storage.delete(`${stored.key}/below`)).toBe(false);
    expect(await storage.open("notes")).toBeNull();
    expect(await storage.stat("notes")).toBeNull();
  });

  it("never reaches outside its root: invalid keys throw before any file is touched", async () => {
    for (const key of ["../secret.txt", "avatars/../../secret.txt", path.join(dir, "secret.txt"), ".tmp"]) {
      await expect(storage.open(key), key).rejects.toThrow(StorageKeyError);
      await expect(storage.stat(key), key).rejects.toThrow(StorageKeyError);
      await expect(storage.delete(key), key).rejects.toThrow(StorageKeyError);
    }
    expect(fs.readFileSync(path.join(dir, "secret.txt"), "utf8")).toBe("not yours");
  });
});

describe("stale temporary files", () => {
  it("are removed once older than the given age; fresh ones and folders stay", async () => {
    const tmp = path.join(dir, "tmp");
    fs.mkdirSync(path.join(tmp, "folder"), { recursive: true });
    fs.writeFileSync(path.join(tmp, "old"), "x");
    fs.writeFileSync(path.join(tmp, "fresh"), "x");
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    fs.utimesSync(path.join(tmp, "old"), twoHoursAgo, twoHoursAgo);
    expect(await removeStaleFiles(tmp, 60 * 60 * 1000)).toBe(1);
    expect(fs.readdirSync(tmp).sort()).toEqual(["folder", "fresh"]);
    expect(await removeStaleFiles(path.join(dir, "missing"), 0)).toBe(0);
  });
});
