import type { Plugin } from "vite";
import { chunksOf, type BuiltChunk, type BuiltFile } from "./bundle-graph.ts";

/**
 * The first loop of static imports between built chunks, as the files around it ("a → b → a"), or null. Chunks
 * that import each other evaluate in an order that depends on which is reached first: one then reads the other's
 * bindings before they are set (a TDZ error, a blank screen). The chunk groups of vite.config.ts can make one when
 * a file shared by the form dialogs ("forms") imports a module's contract ("dashboard-schemas") that imports it back.
 */
export function chunkImportLoop(chunks: Map<string, BuiltChunk>): string[] | null {
  const state = new Map<string, "open" | "done">();
  const path: string[] = [];
  const visit = (name: string): string[] | null => {
    state.set(name, "open");
    path.push(name);
    for (const next of chunks.get(name)?.imports ?? []) {
      if (!chunks.has(next)) continue;
      if (state.get(next) === "open") return [...path.slice(path.indexOf(next)), next];
      if (!state.has(next)) {
        const found = visit(next);
        if (found) return found;
      }
    }
    path.pop();
    state.set(name, "done");
    return null;
  };
  for (const name of [...chunks.keys()].sort()) {
    if (state.has(name)) continue;
    const found = visit(name);
    if (found) return found;
  }
  return null;
}

/** Fails the build when built chunks import each other in a loop, naming it. */
export function chunkCyclesGuard(): Plugin {
  return {
    name: "chunk-cycles-guard",
    apply: "build",
    generateBundle(_options, bundle) {
      const loop = chunkImportLoop(chunksOf(bundle as unknown as Record<string, BuiltFile>));
      if (loop)
        this.error(
          `built chunks import each other in a loop (${loop.join(" → ")}): move the shared file out of one group in vite.config.ts, or split it`,
        );
    },
  };
}
