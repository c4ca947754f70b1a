import { describe, expect, it } from "vitest";
import { stableUuid } from "./stable-id.ts";

describe("stable ids", () => {
  it("make one UUID of one text, another of another", () => {
    expect(stableUuid("a")).toBe(stableUuid("a"));
    expect(stableUuid("a")).not.toBe(stableUuid("b"));
    expect(stableUuid("a")).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
