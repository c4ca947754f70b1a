import { describe, expect, it } from "vitest";
import { VersionedCache } from "./versioned-cache.ts";

describe("VersionedCache", () => {
  it("hits only at the version the text was computed at", () => {
    const cache = new VersionedCache(100);
    cache.set("a", 1, "one");
    expect(cache.get("a", 1)).toBe("one");
    expect(cache.get("a", 2)).toBeUndefined();
    // A stale entry is dropped, not kept around.
    expect(cache.get("a", 1)).toBeUndefined();
  });

  it("evicts the least recently used entries past its size", () => {
    const cache = new VersionedCache(10);
    cache.set("a", 1, "aaaa");
    cache.set("b", 1, "bbbb");
    expect(cache.get("a", 1)).toBe("aaaa"); // a is now the most recent
    cache.set("c", 1, "cccc");
    expect(cache.get("b", 1)).toBeUndefined();
    expect(cache.get("a", 1)).toBe("aaaa");
    expect(cache.get("c", 1)).toBe("cccc");
    cache.set("huge", 1, "x".repeat(11));
    expect(cache.get("huge", 1)).toBeUndefined();
    expect(cache.size).toBe(2);
  });
});
