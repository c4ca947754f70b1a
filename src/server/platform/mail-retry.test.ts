import { describe, expect, it } from "vitest";
import { MAX_MAIL_ATTEMPTS, nextMailAttempt } from "./mail-retry.ts";

describe("mail retry schedule", () => {
  const now = new Date("2026-01-01T00:00:00Z");
  const after = (attempts: number) => {
    const next = nextMailAttempt(attempts, now);
    return next ? (next.getTime() - now.getTime()) / 60_000 : null;
  };
  it("waits longer after each failure: 1, 5, 15, 60 minutes", () => {
    expect([after(1), after(2), after(3), after(4)]).toEqual([1, 5, 15, 60]);
  });
  it("gives up after the last attempt", () => {
    expect(after(MAX_MAIL_ATTEMPTS)).toBeNull();
    expect(after(MAX_MAIL_ATTEMPTS + 1)).toBeNull();
  });
});
