import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor, encodeKeyCursor, keysetPage, likePattern } from "./list-paging.ts";

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
  it("pages rows read with limit + 1, with a cursor only when a further row was read", () => {
    const rows = [
      { name: "a", id: "1" },
      { name: "b", id: "2" },
      { name: "c", id: "3" },
    ];
    const cursorOf = (r: { name: string; id: string }) => encodeKeyCursor([r.name, r.id]);
    expect(keysetPage(rows, 2, cursorOf)).toEqual({ page: rows.slice(0, 2), nextCursor: encodeKeyCursor(["b", "2"]) });
    expect(keysetPage(rows, 3, cursorOf)).toEqual({ page: rows, nextCursor: null });
    expect(keysetPage(rows.slice(0, 1), 2, cursorOf)).toEqual({ page: rows.slice(0, 1), nextCursor: null });
    expect(keysetPage([], 2, cursorOf)).toEqual({ page: [], nextCursor: null });
    expect(keysetPage(rows, 0, cursorOf)).toEqual({ page: [], nextCursor: null });
  });
});
