import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor, likePattern } from "./list-paging.ts";

describe("list cursor and search pattern", () => {
  it("round-trips a cursor and rejects forged ones", () => {
    const c = { createdAt: "2026-11-22T03:38:57.123456Z", id: "abc-123" };
    expect(decodeCursor(encodeCursor(c))).toEqual(c);
    expect(decodeCursor("bm9wZQ")).toBeNull();
    expect(decodeCursor(Buffer.from("2026-11-22|x").toString("base64url"))).toBeNull();
  });
  it("takes the user's % and _ literally", () => {
    expect(likePattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});
