import { afterEach, describe, expect, it, vi } from "vitest";
import { apiBlob, ApiError } from "./api.ts";

afterEach(() => vi.unstubAllGlobals());

describe("apiBlob()", () => {
  it("POSTs the body as JSON with cookies and answers the bytes", async () => {
    const fetchMock = vi.fn(
      async (_path: string, _init: RequestInit) =>
        new Response(new Uint8Array([37, 80, 68, 70]), { status: 200, headers: { "content-type": "application/pdf" } }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const blob = await apiBlob("/api/x/preview", { kind: "estimate" });
    expect(blob.type).toBe("application/pdf");
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([37, 80, 68, 70]));
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe("/api/x/preview");
    expect(init).toMatchObject({
      method: "POST",
      credentials: "same-origin",
      body: '{"kind":"estimate"}',
      headers: { "content-type": "application/json" },
    });
  });

  it("turns the server's error into an ApiError with its code and message", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: { code: "RATE_LIMITED", message: "Too many previews." } }), {
            status: 429,
          }),
      ),
    );
    const err = await apiBlob("/api/x", {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 429, code: "RATE_LIMITED", message: "Too many previews." });
  });

  it("says a request that never reached the server could not reach it, and lets an abort through", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("offline"))),
    );
    await expect(apiBlob("/api/x", {})).rejects.toMatchObject({ status: 0, code: "NETWORK" });
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new DOMException("aborted", "AbortError"))),
    );
    await expect(apiBlob("/api/x", {})).rejects.toMatchObject({ name: "AbortError" });
  });
});
