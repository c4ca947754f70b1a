import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PHOTO_MSG } from "../../shared/photos.ts";
import { ApiError } from "./api.ts";
import { SESSION_MARKER_COOKIE } from "../../shared/session-marker.ts";
import {
  discardEntry,
  flushOutbox,
  keepPhoto,
  onDelivered,
  outboxSnapshot,
  sendOrKeep,
  setOutboxOwner,
  type OutboxEntry,
  type OutboxRequest,
} from "./outbox.ts";
import { route } from "../../shared/route.ts";
import { ABANDONED_PHOTO_MS, keepPhotoFile, keptPhotoFile } from "./waiting-photo-store.ts";

/** The photo upload as the outbox sees it (the upload path itself is XMLHttpRequest's): each file's text is its name. */
const photoServer = vi.hoisted(() => ({
  reachable: true,
  dropAfter: Infinity,
  refuse: new Set<string>(),
  uploads: [] as string[],
}));
vi.mock("./photos-api.ts", () => ({
  uploadPhoto: async (file: Blob) => {
    const name = await file.text();
    if (!photoServer.reachable || photoServer.uploads.length >= photoServer.dropAfter)
      throw new ApiError(0, "NETWORK", "Could not reach the server.");
    if (photoServer.refuse.has(name)) throw new ApiError(413, "PAYLOAD_TOO_LARGE", PHOTO_MSG.tooLarge);
    photoServer.uploads.push(name);
    return {
      id: `id-${name}`,
      width: 64,
      height: 48,
      url: `/api/photos/id-${name}`,
      thumbUrl: `/api/photos/id-${name}/thumb`,
    };
  },
}));

/** The server as the outbox sees it: records by idempotency key, or no connection at all. */
function fakeServer() {
  const records = new Map<string, unknown>();
  const state = { reachable: true, refuse: new Set<string>(), calls: 0 };
  const fetchStub = vi.fn(async (_path: string, init: RequestInit) => {
    state.calls += 1;
    if (!state.reachable) throw new TypeError("Failed to fetch");
    const body = JSON.parse(String(init.body)) as { clientKey: string };
    if (state.refuse.has(body.clientKey))
      return new Response(JSON.stringify({ error: { code: "VALIDATION", message: "Location is required" } }), {
        status: 400,
      });
    if (!records.has(body.clientKey)) records.set(body.clientKey, body);
    return new Response(JSON.stringify({ id: body.clientKey }), { status: 201 });
  });
  return { records, state, fetchStub };
}

const request = (key: string, label = `Report ${key}`): OutboxRequest => ({
  key,
  kind: "safety-incident",
  label,
  sentMessage: "Incident reported successfully",
  method: "POST",
  path: "/api/safety/incidents",
  body: { clientKey: key, location: label },
});

/** Sends a written-out request through `sendOrKeep`, as a screen does with its table's entry. */
const keep = (req: OutboxRequest) =>
  sendOrKeep(route(req.method, req.path).with<{ body: unknown; answer: unknown }>(), { body: req.body }, req);

let server: ReturnType<typeof fakeServer>;
const device = { onLine: true, locks: undefined };

beforeEach(async () => {
  server = fakeServer();
  Object.assign(photoServer, { reachable: true, dropAfter: Infinity, refuse: new Set<string>(), uploads: [] });
  device.onLine = true;
  vi.stubGlobal("navigator", device);
  vi.stubGlobal("fetch", server.fetchStub);
  await setOutboxOwner("u1", "o1");
  for (const entry of outboxSnapshot()) await discardEntry(entry.key);
});

afterEach(() => vi.unstubAllGlobals());

/** A refused entry (or a note) is never sent again, and goes when the person discards it. */
async function expectKeptUntilDiscarded(key: string) {
  const calls = server.state.calls;
  await flushOutbox();
  expect(server.state.calls).toBe(calls);
  await discardEntry(key);
  expect(outboxSnapshot()).toEqual([]);
}

describe("the outbox", () => {
  it("sends nothing once the device's session is no longer the one its owner was set under (someone else signed in)", async () => {
    const sessionOf = (marker: string) => vi.stubGlobal("document", { cookie: `${SESSION_MARKER_COOKIE}=${marker}` });
    sessionOf("a".repeat(22));
    await setOutboxOwner("u1", "o1");
    device.onLine = false;
    expect(await keep(request("a"))).toEqual({ sent: false });
    device.onLine = true;
    // Another person's sign-in has replaced the device's session before the app follows it.
    sessionOf("b".repeat(22));
    await flushOutbox();
    expect(server.state.calls).toBe(0);
    expect(outboxSnapshot().map((e) => e.key)).toEqual(["a"]);
    // The author, under their own session again: sent.
    sessionOf("a".repeat(22));
    await flushOutbox();
    expect(server.records.has("a")).toBe(true);
    expect(outboxSnapshot()).toEqual([]);
  });

  it("sends at once when online, keeping nothing", async () => {
    const result = await keep(request("a"));
    expect(result).toEqual({ sent: true, data: { id: "a" } });
    expect(outboxSnapshot()).toEqual([]);
  });

  it("keeps what is saved offline or cannot reach the server, and sends it once, in order, when the connection returns", async () => {
    device.onLine = false;
    expect(await keep(request("a"))).toEqual({ sent: false });
    device.onLine = true;
    server.state.reachable = false;
    expect(await keep(request("b"))).toEqual({ sent: false });
    expect(outboxSnapshot().map((e) => e.key)).toEqual(["a", "b"]);

    // Still no connection: nothing is lost, the first failure stops the round.
    const callsBefore = server.state.calls;
    await flushOutbox();
    expect(server.state.calls).toBe(callsBefore + 1);
    expect(outboxSnapshot()).toHaveLength(2);

    server.state.reachable = true;
    const delivered: string[] = [];
    const stop = onDelivered((e: OutboxEntry) => delivered.push(e.key));
    await Promise.all([flushOutbox(), flushOutbox()]);
    stop();
    expect(delivered).toEqual(["a", "b"]);
    expect(outboxSnapshot()).toEqual([]);
    expect([...server.records.keys()]).toEqual(["a", "b"]);
  });

  it("keeps a refused entry with the server's message, sends the others, and never re-sends it", async () => {
    device.onLine = false;
    await keep(request("bad"));
    await keep(request("good"));
    device.onLine = true;
    server.state.refuse.add("bad");
    await flushOutbox();
    expect(outboxSnapshot()).toEqual([expect.objectContaining({ key: "bad", problem: "Location is required" })]);
    await expectKeptUntilDiscarded("bad");
  });

  it("shows and sends a person's entries only while that person is signed in to that organization", async () => {
    device.onLine = false;
    await keep(request("mine"));
    await setOutboxOwner("u2", "o1");
    expect(outboxSnapshot()).toEqual([]);
    device.onLine = true;
    await flushOutbox();
    expect(server.records.size).toBe(0);
    await setOutboxOwner("u1", "o1");
    expect(outboxSnapshot().map((e) => e.key)).toEqual(["mine"]);
    await flushOutbox();
    expect([...server.records.keys()]).toEqual(["mine"]);
  });

  it("throws the server's refusal to the form when online, keeping nothing", async () => {
    server.state.refuse.add("x");
    await expect(keep(request("x"))).rejects.toThrow("Location is required");
    expect(outboxSnapshot()).toEqual([]);
  });
});

const photo = (name: string) => new Blob([name], { type: "image/jpeg" });
const withPhotos = (key: string, photoIds: string[]): OutboxRequest => ({
  ...request(key),
  body: { clientKey: key, location: `Report ${key}`, photoIds },
});
const sentPhotoIds = (key: string) => (server.records.get(key) as { photoIds: string[] } | undefined)?.photoIds;

/** The files still kept on the device of these photos. */
const keptFiles = async (refs: readonly string[]) =>
  (await Promise.all(refs.map((ref) => keptPhotoFile(ref, "u1:o1")))).filter((file) => file !== undefined);

/** A record saved with no connection with photos taken then (named by their text); the connection is back. */
async function savedOffline(key: string, names: string[]): Promise<string[]> {
  device.onLine = false;
  const refs: string[] = [];
  for (const name of names) refs.push(await keepPhoto(photo(name)));
  expect(await keep(withPhotos(key, refs))).toEqual({ sent: false });
  device.onLine = true;
  return refs;
}

describe("photos taken with no connection", () => {
  it("are kept on the device with their record, uploaded before it, and their ids sent in place of the local refs", async () => {
    device.onLine = false;
    const ref = await keepPhoto(photo("slab"));
    expect(await keep(withPhotos("a", ["uploaded-before", ref]))).toEqual({ sent: false });
    expect(outboxSnapshot()).toEqual([expect.objectContaining({ key: "a", photos: [{ ref }] })]);
    expect(await keptPhotoFile(ref, "u1:o1")).toBeInstanceOf(Blob);

    device.onLine = true;
    await flushOutbox();
    expect(photoServer.uploads).toEqual(["slab"]);
    expect(sentPhotoIds("a")).toEqual(["uploaded-before", "id-slab"]);
    expect(outboxSnapshot()).toEqual([]);
    expect(await keptPhotoFile(ref, "u1:o1")).toBeUndefined();
  });

  it("are not uploaded again when a round is cut short: the ids obtained are kept in the entry", async () => {
    const [first, second] = await savedOffline("a", ["first", "second"]);

    // The first photo goes up, then the connection drops.
    photoServer.dropAfter = 1;
    await flushOutbox();
    photoServer.dropAfter = Infinity;
    const upload = photoServer.uploads;
    expect(upload).toEqual(["first"]);
    expect(outboxSnapshot()[0]?.photos).toEqual([{ ref: first, id: "id-first" }, { ref: second }]);

    // Both photos up, but the record cannot reach the server.
    server.state.reachable = false;
    await flushOutbox();
    expect(upload).toEqual(["first", "second"]);
    expect(server.records.size).toBe(0);

    server.state.reachable = true;
    await flushOutbox();
    expect(upload).toEqual(["first", "second"]);
    expect(sentPhotoIds("a")).toEqual(["id-first", "id-second"]);
    expect(outboxSnapshot()).toEqual([]);
  });

  it("a photo the server refuses is left out: the record is sent without it and a note says which and why", async () => {
    const refs = await savedOffline("a", ["good", "huge"]);
    photoServer.refuse.add("huge");
    const delivered: string[] = [];
    const stop = onDelivered((e) => delivered.push(e.key));
    await flushOutbox();
    stop();

    expect(sentPhotoIds("a")).toEqual(["id-good"]);
    expect(delivered).toEqual(["a"]);
    expect(outboxSnapshot()).toEqual([
      expect.objectContaining({ key: "a", sent: true, problem: PHOTO_MSG.sentWithout(2, PHOTO_MSG.tooLarge) }),
    ]);
    expect(await keptFiles(refs)).toEqual([]);
    await expectKeptUntilDiscarded("a");
  });

  it("a record the server refuses keeps its text and photos until discarded; discarding lets the photos go", async () => {
    const refs = await savedOffline("bad", ["slab"]);
    server.state.refuse.add("bad");
    await flushOutbox();
    expect(outboxSnapshot()).toEqual([
      expect.objectContaining({
        key: "bad",
        problem: "Location is required",
        photos: [{ ref: refs[0], id: "id-slab" }],
      }),
    ]);
    expect(await keptFiles(refs)).toHaveLength(1);
    await discardEntry("bad");
    expect(await keptFiles(refs)).toEqual([]);
  });

  it("with a connection, a record naming a kept photo is kept and sent at once, its photo first", async () => {
    const ref = await keepPhoto(photo("slab"));
    const delivered = new Promise<string>((resolve) => {
      const stop = onDelivered((e) => {
        stop();
        resolve(e.key);
      });
    });
    expect(await keep(withPhotos("a", [ref]))).toEqual({ sent: false });
    expect(await delivered).toBe("a");
    expect(sentPhotoIds("a")).toEqual(["id-slab"]);
  });

  it("belong to their author: read back only for them; those no entry names go a day after they were kept", async () => {
    const ref = await keepPhoto(photo("mine"));
    expect(await keptPhotoFile(ref, "u2:o1")).toBeUndefined();
    const old = Date.now() - ABANDONED_PHOTO_MS - 1000;
    await keepPhotoFile("local:abandoned", photo("abandoned"), "u2:o1", old);
    await keepPhotoFile("local:named", photo("named"), "u1:o1", old);
    device.onLine = false;
    await keep(withPhotos("a", ["local:named"]));
    await setOutboxOwner("u2", "o1");
    expect(await keptPhotoFile("local:abandoned", "u2:o1")).toBeUndefined();
    expect(await keptPhotoFile("local:named", "u1:o1")).toBeInstanceOf(Blob);
    expect(await keptPhotoFile(ref, "u1:o1")).toBeInstanceOf(Blob);
    await setOutboxOwner("u1", "o1");
  });
});
