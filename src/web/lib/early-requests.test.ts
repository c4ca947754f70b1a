import { afterEach, describe, expect, it, vi } from "vitest";
import { requestEarly, takeEarly } from "./early-requests.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("early requests", () => {
  it("asks once per path, and gives the answer to the first taker only", async () => {
    const fetch = vi.fn(async (path: string) => new Response(path));
    vi.stubGlobal("fetch", fetch);
    requestEarly(["/api/a", "/api/b", "/api/a"], 1_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(await (await takeEarly("/api/a", 2_000))?.text()).toBe("/api/a");
    expect(takeEarly("/api/a", 2_000)).toBeUndefined();
    expect(takeEarly("/api/c", 2_000)).toBeUndefined();
    takeEarly("/api/b", 2_000);
  });

  it("drops an answer nobody took while it was fresh", () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("old")),
    );
    requestEarly(["/api/old"], 1_000);
    expect(takeEarly("/api/old", 1_000 + 10_000)).toBeUndefined();
    expect(takeEarly("/api/old", 1_000)).toBeUndefined();
  });

  it("keeps a failed request quiet until its taker awaits it", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("offline"))),
    );
    requestEarly(["/api/down"], 1_000);
    await expect(takeEarly("/api/down", 1_500)).rejects.toThrow("offline");
  });
});
