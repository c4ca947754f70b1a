import { afterEach, describe, expect, it, vi } from "vitest";
import {
  api,
  API_FAILED_MESSAGE,
  API_TIMEOUT_MS,
  apiBlob,
  ApiError,
  MAX_RETRY_WAIT_MS,
  onPlanRefused,
  onSessionEnded,
  retryAfterMs,
  setRetries,
} from "./api.ts";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  onPlanRefused(null);
  onSessionEnded(null);
});

const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe("api()", () => {
  it("turns the server's error into an ApiError with its code, message and fields", async () => {
    vi.stubGlobal(
      "fetch",
      answer(400, { error: { code: "VALIDATION", message: "Missing Fields", fields: { name: "Required" } } }),
    );
    const err = await api("/api/x").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 400,
      code: "VALIDATION",
      message: "Missing Fields",
      fields: { name: "Required" },
    });
  });

  it("on 403 PLAN_REQUIRED says the plan changed (the session is re-read), and only then", async () => {
    const refused = vi.fn();
    onPlanRefused(refused);
    vi.stubGlobal("fetch", answer(403, { error: { code: "FORBIDDEN", message: "Your role is read-only." } }));
    await expect(api("/api/x")).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect(refused).not.toHaveBeenCalled();
    vi.stubGlobal(
      "fetch",
      answer(403, {
        error: { code: "PLAN_REQUIRED", message: "Finance is part of the Professional and Enterprise plans." },
      }),
    );
    await expect(api("/api/finance")).rejects.toMatchObject({ status: 403, code: "PLAN_REQUIRED" });
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it("on any 401 says the session ended (what the device kept offline for it is forgotten), and only then", async () => {
    const ended = vi.fn();
    onSessionEnded(ended);
    vi.stubGlobal("fetch", answer(403, { error: { code: "FORBIDDEN", message: "Your role is read-only." } }));
    await expect(api("/api/x")).rejects.toMatchObject({ status: 403 });
    expect(ended).not.toHaveBeenCalled();
    vi.stubGlobal("fetch", answer(401, { error: { code: "UNAUTHORIZED", message: "Please sign in." } }));
    await expect(api("/api/projects")).rejects.toMatchObject({ status: 401 });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("", { status: 401 })),
    );
    await expect(apiBlob("/api/reports/x", {})).rejects.toMatchObject({ status: 401 });
    expect(ended).toHaveBeenCalledTimes(2);
  });

  it("says 'API request failed' for an error answer without the server's error body (spec §7: the message field, else API request failed)", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () => new Response("<html>Bad Gateway</html>", { status: 502, headers: { "content-type": "text/html" } }),
      ),
    );
    await expect(api("/api/v1/bids", { body: { projectName: "A" } })).rejects.toMatchObject({
      status: 502,
      code: "HTTP_502",
      message: API_FAILED_MESSAGE,
    });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("", { status: 404 })),
    );
    await expect(apiBlob("/api/v1/bids/x/proposal", {})).rejects.toMatchObject({
      status: 404,
      message: "API request failed",
    });
  });

  it("says a request that never reached the server could not reach it", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("offline"))),
    );
    await expect(api("/api/x")).rejects.toMatchObject({ status: 0, code: "NETWORK" });
  });
});

/** A fetch answering the given statuses in turn (the last one again once they run out), counting its calls. */
function answers(...statuses: { status: number; headers?: Record<string, string> }[]) {
  let i = 0;
  return vi.fn(async (_path: string, _init?: RequestInit) => {
    const next = statuses[Math.min(i++, statuses.length - 1)] ?? { status: 200 };
    const body =
      next.status < 400 ? { ok: true } : { error: { code: `E${next.status}`, message: `failed ${next.status}` } };
    return new Response(JSON.stringify(body), { status: next.status, headers: next.headers });
  });
}

/** Lets the fetch's promise, its body and the next timer run (fake timers). */
const flush = () => vi.advanceTimersByTimeAsync(0);

describe("api() retries (the spec's client: 3 attempts for 429 and 5xx, 30 s each)", () => {
  it("tries a GET again after 5xx with a growing wait, and answers the first success", async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, "random").mockReturnValue(0);
    const fetchStub = answers({ status: 503 }, { status: 502 }, { status: 200 });
    vi.stubGlobal("fetch", fetchStub);
    const result = api<{ ok: boolean }>("/api/x");
    await flush();
    expect(fetchStub).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(fetchStub).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchStub).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchStub).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ ok: true });
    expect(fetchStub).toHaveBeenCalledTimes(3);
  });

  it("gives up after 3 attempts with the last answer's error", async () => {
    vi.useFakeTimers();
    const fetchStub = answers({ status: 500 });
    vi.stubGlobal("fetch", fetchStub);
    const result = api("/api/x", { method: "DELETE" }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await result).toMatchObject({ status: 500, code: "E500" });
    expect(fetchStub).toHaveBeenCalledTimes(3);
  });

  it("waits what Retry-After says after a 429 (seconds or a date)", async () => {
    vi.useFakeTimers();
    const fetchStub = answers({ status: 429, headers: { "retry-after": "3" } }, { status: 200 });
    vi.stubGlobal("fetch", fetchStub);
    const result = api("/api/v1/projects", { method: "PUT", body: { a: 1 } });
    await flush();
    await vi.advanceTimersByTimeAsync(2_999);
    expect(fetchStub).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ ok: true });
    expect(fetchStub).toHaveBeenCalledTimes(2);
    expect(retryAfterMs("Thu, 26 Nov 2026 10:00:05 GMT", Date.parse("Thu, 26 Nov 2026 10:00:00 GMT"))).toBe(5_000);
    expect(retryAfterMs("soon")).toBeNull();
  });

  it("does not wait for a Retry-After longer than it would keep someone waiting", async () => {
    vi.useFakeTimers();
    const fetchStub = answers(
      { status: 429, headers: { "retry-after": String(MAX_RETRY_WAIT_MS / 1000 + 1) } },
      { status: 200 },
    );
    vi.stubGlobal("fetch", fetchStub);
    await expect(api("/api/x")).rejects.toMatchObject({ status: 429 });
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });

  it("never sends a POST twice unless it carries its clientKey; never a PATCH", async () => {
    vi.useFakeTimers();
    const plain = answers({ status: 503 }, { status: 201 });
    vi.stubGlobal("fetch", plain);
    await expect(api("/api/projects", { body: { name: "A" } })).rejects.toMatchObject({ status: 503 });
    expect(plain).toHaveBeenCalledTimes(1);

    const patch = answers({ status: 503 }, { status: 200 });
    vi.stubGlobal("fetch", patch);
    await expect(api("/api/team/members/1", { method: "PATCH", body: { role: "viewer" } })).rejects.toMatchObject({
      status: 503,
    });
    expect(patch).toHaveBeenCalledTimes(1);

    const blob = answers({ status: 503 }, { status: 200 });
    vi.stubGlobal("fetch", blob);
    await expect(apiBlob("/api/preview", { a: 1 })).rejects.toMatchObject({ status: 503 });
    expect(blob).toHaveBeenCalledTimes(1);

    const keyed = answers({ status: 503 }, { status: 201 });
    vi.stubGlobal("fetch", keyed);
    const result = api("/api/field/sites", { body: { clientKey: "k-1", name: "Site" } });
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(result).resolves.toEqual({ ok: true });
    expect(keyed).toHaveBeenCalledTimes(2);
  });

  it("asks once when retries are off (the server's page drawing)", async () => {
    const fetchStub = answers({ status: 503 }, { status: 200 });
    vi.stubGlobal("fetch", fetchStub);
    setRetries(false);
    try {
      await expect(api("/api/x")).rejects.toMatchObject({ status: 503 });
    } finally {
      setRetries(true);
    }
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });

  it("does not try again a 4xx other than 429", async () => {
    const fetchStub = answers({ status: 404 }, { status: 200 });
    vi.stubGlobal("fetch", fetchStub);
    await expect(api("/api/x")).rejects.toMatchObject({ status: 404 });
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });

  it("gives each attempt 30 s (AbortSignal.timeout), then says the server took too long", async () => {
    const timer = new AbortController();
    const timeout = vi.spyOn(AbortSignal, "timeout").mockImplementation(() => timer.signal);
    const fetchStub = vi.fn(
      (_path: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason as Error)),
        ),
    );
    vi.stubGlobal("fetch", fetchStub);
    const result = api("/api/x").catch((e: unknown) => e);
    await Promise.resolve();
    expect(timeout).toHaveBeenCalledWith(API_TIMEOUT_MS);
    timer.abort(new DOMException("The operation timed out.", "TimeoutError"));
    expect(await result).toMatchObject({ status: 0, code: "TIMEOUT" });
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });

  it("combines the caller's signal with the timeout: the caller's abort stops the request and the waits", async () => {
    vi.useFakeTimers();
    const caller = new AbortController();
    const fetchStub = answers({ status: 503 });
    vi.stubGlobal("fetch", fetchStub);
    const result = api("/api/x", { signal: caller.signal }).catch((e: unknown) => e);
    await flush();
    const sent = fetchStub.mock.calls[0]?.[1]?.signal;
    expect(sent).toBeInstanceOf(AbortSignal);
    expect(sent?.aborted).toBe(false);
    caller.abort();
    expect(sent?.aborted).toBe(true);
    const err = await result;
    expect(err).toBeInstanceOf(DOMException);
    expect((err as DOMException).name).toBe("AbortError");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });
});
