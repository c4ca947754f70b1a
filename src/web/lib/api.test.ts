import { afterEach, describe, expect, it, vi } from "vitest";
import { api, ApiError, onPlanRefused } from "./api.ts";

afterEach(() => {
  vi.unstubAllGlobals();
  onPlanRefused(null);
});

const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe("api()", () => {
  it("turns the server's error into an ApiError with its code, message and fields", async () => {
    vi.stubGlobal("fetch", answer(400, { error: { code: "VALIDATION", message: "Missing Fields", fields: { name: "Required" } } }));
    const err = await api("/api/x").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, code: "VALIDATION", message: "Missing Fields", fields: { name: "Required" } });
  });

  it("on 403 PLAN_REQUIRED says the plan changed (the session is re-read), and only then", async () => {
    const refused = vi.fn();
    onPlanRefused(refused);
    vi.stubGlobal("fetch", answer(403, { error: { code: "FORBIDDEN", message: "Your role is read-only." } }));
    await expect(api("/api/x")).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect(refused).not.toHaveBeenCalled();
    vi.stubGlobal("fetch", answer(403, { error: { code: "PLAN_REQUIRED", message: "Finance is part of the Professional and Enterprise plans." } }));
    await expect(api("/api/finance")).rejects.toMatchObject({ status: 403, code: "PLAN_REQUIRED" });
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it("says a request that never reached the server could not reach it", async () => {
    vi.stubGlobal("fetch", vi.fn(() => Promise.reject(new TypeError("offline"))));
    await expect(api("/api/x")).rejects.toMatchObject({ status: 0, code: "NETWORK" });
  });
});
