import { describe, expect, it } from "vitest";
import { MAX_WRONG_CODES } from "../../shared/contracts/phone.ts";
import {
  checkCode,
  codeDay,
  codeExpiresAt,
  codeHash,
  codeWaiting,
  isCode,
  newCode,
  secondsToNextDay,
} from "./phone.rules.ts";

const now = new Date("2026-05-04T23:59:30Z");

describe("a phone's verification code", () => {
  it("is six digits, stored as a SHA-256 of the person and the code", () => {
    for (let i = 0; i < 50; i++) expect(newCode()).toMatch(/^\d{6}$/);
    expect(codeHash("u1", "123456")).toMatch(/^[0-9a-f]{64}$/);
    expect(codeHash("u1", "123456")).not.toBe(codeHash("u2", "123456"));
    expect(isCode("u1", "123456", codeHash("u1", "123456"))).toBe(true);
    expect(isCode("u1", "123457", codeHash("u1", "123456"))).toBe(false);
    expect(isCode("u2", "123456", codeHash("u1", "123456"))).toBe(false);
    expect(isCode("u1", "123456", "not-hex")).toBe(false);
  });

  it("is right, wrong, expired after 10 minutes, or refused past its tries", () => {
    const stored = { userId: "u1", hash: codeHash("u1", "654321"), expiresAt: codeExpiresAt(now), attempts: 1 };
    expect(checkCode(stored, "654321", now)).toBe("ok");
    expect(checkCode(stored, "000000", now)).toBe("wrong");
    expect(checkCode({ ...stored, attempts: MAX_WRONG_CODES }, "654321", now)).toBe("ok");
    expect(checkCode({ ...stored, attempts: MAX_WRONG_CODES + 1 }, "654321", now)).toBe("tooManyTries");
    const later = new Date(now.getTime() + 10 * 60_000);
    expect(checkCode(stored, "654321", later)).toBe("expired");
    expect(checkCode({ ...stored, expiresAt: null }, "654321", now)).toBe("expired");
    expect(codeWaiting(stored.expiresAt, 0, now)).toBe(true);
    expect(codeWaiting(stored.expiresAt, MAX_WRONG_CODES, now)).toBe(false);
    expect(codeWaiting(stored.expiresAt, 0, later)).toBe(false);
  });

  it("counts codes by the UTC day and says when the next day begins", () => {
    expect(codeDay(now)).toBe("2026-05-04");
    expect(secondsToNextDay(now)).toBe(30);
    expect(secondsToNextDay(new Date("2026-05-05T00:00:00Z"))).toBe(86_400);
  });
});
