import { describe, expect, it } from "vitest";
import type { BuiltChunk } from "./bundle-graph.ts";
import { chunkImportLoop } from "./chunk-cycles-plugin.ts";

const graph = (edges: Record<string, string[]>, dynamic: Record<string, string[]> = {}): Map<string, BuiltChunk> =>
  new Map(
    Object.entries(edges).map(([fileName, imports]) => [
      fileName,
      {
        type: "chunk",
        fileName,
        facadeModuleId: null,
        isEntry: false,
        imports,
        dynamicImports: dynamic[fileName] ?? [],
      },
    ]),
  );

describe("chunkImportLoop", () => {
  it("finds chunks that import each other, however far round", () => {
    expect(
      chunkImportLoop(graph({ "forms.js": ["dashboard-schemas.js"], "dashboard-schemas.js": ["forms.js"] })),
    ).toEqual(["dashboard-schemas.js", "forms.js", "dashboard-schemas.js"]);
    expect(chunkImportLoop(graph({ "a.js": ["b.js"], "b.js": ["c.js"], "c.js": ["a.js"], "d.js": ["a.js"] }))).toEqual([
      "a.js",
      "b.js",
      "c.js",
      "a.js",
    ]);
  });

  it("takes a shared chunk reached twice, a load on demand back and an outside import as no loop", () => {
    expect(
      chunkImportLoop(
        graph(
          {
            "index.js": ["react.js", "dashboard.js"],
            "dashboard.js": ["react.js"],
            "react.js": [],
            "Page.js": ["dashboard.js"],
          },
          { "dashboard.js": ["Page.js"] },
        ),
      ),
    ).toBeNull();
    expect(chunkImportLoop(graph({ "a.js": ["https://cdn.example/x.js"] }))).toBeNull();
  });
});
