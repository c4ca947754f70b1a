import { describe, expect, it } from "vitest";
import { mergeDeadlines } from "./overview.rules.ts";

describe("mergeDeadlines", () => {
  it("orders by date, projects before tasks on the same day, then by name, and caps the list", () => {
    const merged = mergeDeadlines(
      [{ id: "p1", name: "Tower", endDate: "2026-07-05" }],
      [
        { id: "t1", name: "Paint", endDate: "2026-07-05", projectId: "p1", projectName: "Tower" },
        { id: "t2", name: "Drywall", endDate: "2026-07-02", projectId: null },
        { id: "t3", name: "Audit", endDate: "2026-07-05", projectId: null },
      ],
      3,
    );
    expect(merged.map((d) => `${d.kind}:${d.name}`)).toEqual(["task:Drywall", "project:Tower", "task:Audit"]);
    expect(merged[1]).toMatchObject({ projectId: "p1", projectName: "Tower", date: "2026-07-05" });
  });
});
