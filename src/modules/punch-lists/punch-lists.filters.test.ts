import { describe, expect, it } from "vitest";
import { punchListsFirstRequests } from "./punch-lists.routes.ts";
import { punchListQueryOf, readPunchFilters } from "./punch-lists.filters.ts";

describe("the punch list's filters in the address", () => {
  it("are read with an unknown status as all, and asked for in the first request's order", () => {
    const params = new URLSearchParams("location=Lobby&status=done&projectId=p1");
    const filters = readPunchFilters(params);
    expect(filters).toEqual({ projectId: "p1", status: "", assigneeId: "", location: "Lobby" });
    expect(punchListQueryOf({ ...filters, status: "open" })).toEqual({
      projectId: "p1",
      status: "open",
      location: "Lobby",
    });
    expect(punchListsFirstRequests("", new URLSearchParams("location=Lobby&status=open&projectId=p1&x=1"))).toEqual([
      "/api/punch-lists/items?projectId=p1&status=open&location=Lobby",
    ]);
    expect(punchListsFirstRequests("", new URLSearchParams("status=done"))).toEqual(["/api/punch-lists/items"]);
  });
});
