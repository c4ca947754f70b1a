import { describe, expect, it } from "vitest";
import { encodeCursor } from "./list-paging.ts";
import { jsonPageStatement, ListStatement } from "./json-list.ts";

describe("list statements hold only the filters in use", () => {
  it("numbers parameters in order and names the statement after its filters", () => {
    const s = new ListStatement("task_list", "t.organization_id", "org-1")
      .filter("project", undefined, (id) => `t.project_id = ${id}`)
      .filter("from", ["2026-03-01"], (from) => `t.end_date >= ${from}::date`)
      .filter("to", ["2026-03-31"], (to) => `t.start_date <= ${to}::date`);
    expect(s.name).toBe("task_list_from_to");
    expect(s.whereSql).toBe("t.organization_id = $1 and t.end_date >= $2::date and t.start_date <= $3::date");
    expect(s.params).toEqual(["org-1", "2026-03-01", "2026-03-31"]);
  });

  it("reads a page cursor into the keyset condition and refuses a forged one", () => {
    const cursor = encodeCursor({ createdAt: "2026-11-22T03:38:57.123456Z", id: "abc" });
    const s = jsonPageStatement({ name: "project_list" }, "org-1", cursor);
    expect(s.name).toBe("project_list_after");
    expect(s.whereSql).toBe("r.organization_id = $1 and (r.created_at, r.id) < ($2::timestamptz, $3)");
    expect(s.params).toEqual(["org-1", "2026-11-22T03:38:57.123456Z", "abc"]);
    expect(() => jsonPageStatement({ name: "project_list" }, "org-1", "bm9wZQ")).toThrow(/no longer valid/);
  });
});
