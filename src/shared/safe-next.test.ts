import { describe, expect, it } from "vitest";
import { safeNextPath } from "./safe-next.ts";

describe("safeNextPath", () => {
  it("keeps a path on this site, with its query and hash", () => {
    expect(safeNextPath("/dashboard/projects?status=Active#top")).toBe("/dashboard/projects?status=Active#top");
    expect(safeNextPath("/dashboard/finance")).toBe("/dashboard/finance");
  });

  it("refuses every way off the site, including ones the parser turns into another host", () => {
    for (const next of [
      "//evil.example",
      "/\\evil.example",
      "/.//evil.example",
      "/./\\evil.example",
      "/..//evil.example",
      "/%2e//evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "evil.example",
      "/\t/evil.example",
      "",
      null,
      undefined,
    ]) {
      expect(safeNextPath(next), String(next)).toBeNull();
    }
  });

  it("refuses the sign-in page itself, and answers the parsed path rather than the text", () => {
    expect(safeNextPath("/signin")).toBeNull();
    expect(safeNextPath("/signin?next=%2Fdashboard")).toBeNull();
    expect(safeNextPath("/./signin")).toBeNull();
    expect(safeNextPath("/dashboard/../dashboard/./projects")).toBe("/dashboard/projects");
  });
});
