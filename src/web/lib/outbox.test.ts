import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { discardEntry, flushOutbox, onDelivered, outboxSnapshot, sendOrKeep, setOutboxOwner, type OutboxEntry, type OutboxRequest } from "./outbox.ts";

/** The server as the outbox sees it: records by idempotency key, or no connection at all. */
function fakeServer() {
  const records = new Map<string, unknown>();
  const state = { reachable: true, refuse: new Set<string>(), calls: 0 };
  const fetchStub = vi.fn(async (_path: string, init: RequestInit) => {
    state.calls += 1;
    if (!state.reachable) throw new TypeError("Failed to fetch");
    const body = JSON.parse(String(init.body)) as { clientKey: string };
    if (state.refuse.has(body.clientKey)) return new Response(JSON.stringify({ error: { code: "VALIDATION", message: "Location is required" } }), { status: 400 });
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

let server: ReturnType<typeof fakeServer>;
const device = { onLine: true, locks: undefined };

beforeEach(async () => {
  server = fakeServer();
  device.onLine = true;
  vi.stubGlobal("navigator", device);
  vi.stubGlobal("fetch", server.fetchStub);
  await setOutboxOwner("u1", "o1");
  for (const entry of outboxSnapshot()) await discardEntry(entry.key);
});

afterEach(() => vi.unstubAllGlobals());

describe("the outbox", () => {
  it("sends at once when online, keeping nothing", async () => {
    const result = await sendOrKeep(request("a"));
    expect(result).toEqual({ sent: true, data: { id: "a" } });
    expect(outboxSnapshot()).toEqual([]);
  });

  it("keeps what is saved offline or cannot reach the server, and sends it once, in order, when the connection returns", async () => {
    device.onLine = false;
    expect(await sendOrKeep(request("a"))).toEqual({ sent: false });
    device.onLine = true;
    server.state.reachable = false;
    expect(await sendOrKeep(request("b"))).toEqual({ sent: false });
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
    await sendOrKeep(request("bad"));
    await sendOrKeep(request("good"));
    device.onLine = true;
    server.state.refuse.add("bad");
    await flushOutbox();
    expect(outboxSnapshot()).toEqual([expect.objectContaining({ key: "bad", problem: "Location is required" })]);
    const calls = server.state.calls;
    await flushOutbox();
    expect(server.state.calls).toBe(calls);
    await discardEntry("bad");
    expect(outboxSnapshot()).toEqual([]);
  });

  it("shows and sends a person's entries only while that person is signed in to that organization", async () => {
    device.onLine = false;
    await sendOrKeep(request("mine"));
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
    await expect(sendOrKeep(request("x"))).rejects.toThrow("Location is required");
    expect(outboxSnapshot()).toEqual([]);
  });
});
