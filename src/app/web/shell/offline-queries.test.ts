import "fake-indexeddb/auto";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { keepQueries, restoreQueries, snapshotOf } from "./offline-queries.ts";

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("offline queries", () => {
  it("keeps the site screens' successful reads only, and gives them back to the same person", async () => {
    const before = new QueryClient();
    before.setQueryData(["safety", "summary", "2026-11-25"], { openIncidents: 2 });
    before.setQueryData(["field", "summary", "2026-11-25"], { activeSites: 1 });
    before.setQueryData(["finance", "summary"], { balance: 100 });
    expect(
      snapshotOf(before)
        .state.queries.map((q) => q.queryKey[0])
        .sort(),
    ).toEqual(["field", "safety"]);

    const stop = keepQueries(before, "u1:o1");
    before.setQueryData(["quality", "summary", "2026-11-25"], { totalInspections: 3 });
    await wait(1200);
    stop();

    const after = new QueryClient();
    await restoreQueries(after, "u1:o1");
    expect(after.getQueryData(["quality", "summary", "2026-11-25"])).toEqual({ totalInspections: 3 });
    expect(after.getQueryData(["safety", "summary", "2026-11-25"])).toEqual({ openIncidents: 2 });
    expect(after.getQueryData(["finance", "summary"])).toBeUndefined();

    const someoneElse = new QueryClient();
    await restoreQueries(someoneElse, "u2:o1");
    expect(someoneElse.getQueryCache().getAll()).toHaveLength(0);

    // A week later the snapshot is too old to show.
    const later = new QueryClient();
    await restoreQueries(later, "u1:o1", Date.now() + 8 * 24 * 60 * 60 * 1000);
    expect(later.getQueryCache().getAll()).toHaveLength(0);
  });
});
