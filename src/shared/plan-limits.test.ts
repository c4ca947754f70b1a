import { describe, expect, it } from "vitest";
import {
  formatStorage,
  seatLimitMessage,
  seatsAllow,
  seatsLeftOn,
  storageDecision,
  storageLimitMessage,
  tooManySeatsForPlanMessage,
} from "./plan-limits.ts";

const GB = 1024 ** 3;

describe("seats: Basic 1, Professional 1, Enterprise 3", () => {
  it("counts the seats left, never below zero", () => {
    expect(seatsLeftOn("basic", 0)).toBe(1);
    expect(seatsLeftOn("basic", 1)).toBe(0);
    expect(seatsLeftOn("professional", 1)).toBe(0);
    expect(seatsLeftOn("enterprise", 1)).toBe(2);
    expect(seatsLeftOn("enterprise", 3)).toBe(0);
    expect(seatsLeftOn("enterprise", 5)).toBe(0);
  });

  it("lets people join up to the plan's seats and no further", () => {
    expect(seatsAllow("basic", 0)).toBe(true);
    expect(seatsAllow("basic", 1)).toBe(false);
    expect(seatsAllow("professional", 1)).toBe(false);
    expect(seatsAllow("enterprise", 1)).toBe(true);
    expect(seatsAllow("enterprise", 2)).toBe(true);
    expect(seatsAllow("enterprise", 3)).toBe(false);
    expect(seatsAllow("enterprise", 1, 2)).toBe(true);
    expect(seatsAllow("enterprise", 1, 3)).toBe(false);
  });

  it("tells Enterprise to contact sales, and the smaller plans about Enterprise and sales", () => {
    expect(seatLimitMessage("enterprise")).toBe(
      "Your Enterprise plan includes up to 3 users. For more users, please contact sales.",
    );
    expect(seatLimitMessage("basic")).toBe(
      "Your Basic plan includes 1 user. Switch to Enterprise for up to 3 users, or contact sales for more.",
    );
    expect(seatLimitMessage("professional")).toMatch(/^Your Professional plan includes 1 user\..*contact sales/);
    expect(tooManySeatsForPlanMessage("basic", 3)).toMatch(
      /has 3 members and pending invitations; the Basic plan includes 1 user/,
    );
  });
});

describe("storage: Basic 10 GB, Professional 50 GB, Enterprise unlimited", () => {
  it("allows Basic up to exactly 10 GB", () => {
    expect(storageDecision("basic", 0, 10 * GB)).toEqual({
      allowed: true,
      limitBytes: 10 * GB,
      usedBytes: 0,
      remainingBytes: 10 * GB,
    });
    expect(storageDecision("basic", 0, 10 * GB + 1).allowed).toBe(false);
    expect(storageDecision("basic", 9 * GB, GB).allowed).toBe(true);
    expect(storageDecision("basic", 9 * GB, GB + 1)).toMatchObject({ allowed: false, remainingBytes: GB });
  });

  it("allows Professional up to 50 GB", () => {
    expect(storageDecision("professional", 10 * GB, 40 * GB).allowed).toBe(true);
    expect(storageDecision("professional", 10 * GB, 40 * GB + 1).allowed).toBe(false);
    expect(storageDecision("professional", 50 * GB, 0).allowed).toBe(true);
    expect(storageDecision("professional", 50 * GB, 1).allowed).toBe(false);
  });

  it("never limits Enterprise", () => {
    expect(storageDecision("enterprise", 10_000 * GB, 10_000 * GB)).toEqual({
      allowed: true,
      limitBytes: null,
      usedBytes: 10_000 * GB,
      remainingBytes: null,
    });
  });

  it("answers a store beyond the limit with no room left as refused, with nothing remaining", () => {
    expect(storageDecision("basic", 11 * GB, 1)).toMatchObject({ allowed: false, remainingBytes: 0 });
  });

  it("refuses sizes that are not whole non-negative numbers of bytes", () => {
    expect(() => storageDecision("basic", 0, -1)).toThrow(RangeError);
    expect(() => storageDecision("basic", 0, 1.5)).toThrow(RangeError);
    expect(() => storageDecision("basic", -1, 1)).toThrow(RangeError);
    expect(() => storageDecision("basic", Number.NaN, 1)).toThrow(RangeError);
  });

  it("words the limits", () => {
    expect(formatStorage(10 * GB)).toBe("10 GB");
    expect(formatStorage(50 * GB)).toBe("50 GB");
    expect(formatStorage(null)).toBe("Unlimited");
    expect(storageLimitMessage("basic")).toMatch(/^Your Basic plan includes 10 GB of document storage/);
  });
});
