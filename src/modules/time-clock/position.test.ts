import { afterEach, describe, expect, it, vi } from "vitest";
import { readPosition } from "./position.ts";

type Success = (p: { coords: { latitude: number; longitude: number; accuracy: number } }) => void;

function device(getCurrentPosition: (ok: Success, fail: () => void, options: PositionOptions) => void) {
  vi.stubGlobal("window", globalThis);
  vi.stubGlobal("navigator", { geolocation: { getCurrentPosition } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("reading the position once", () => {
  it("answers the position, rounded, with its accuracy, asking for one at most 30 s old", async () => {
    let asked: PositionOptions | null = null;
    device((ok, _fail, options) => {
      asked = options;
      ok({ coords: { latitude: 40.712812345, longitude: -74.00601234, accuracy: 12.4 } });
    });
    await expect(readPosition(8000)).resolves.toEqual({ latitude: 40.712812, longitude: -74.006012, accuracyM: 12 });
    expect(asked).toMatchObject({ timeout: 8000, maximumAge: 30_000 });
  });

  it("answers null when refused, when the device has no geolocation, or when it never answers", async () => {
    device((_ok, fail) => fail());
    await expect(readPosition()).resolves.toBeNull();

    vi.stubGlobal("navigator", {});
    await expect(readPosition()).resolves.toBeNull();

    vi.useFakeTimers();
    device(() => undefined);
    const never = readPosition(1000);
    await vi.advanceTimersByTimeAsync(1500);
    await expect(never).resolves.toBeNull();
  });
});
