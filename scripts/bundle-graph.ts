/** The part of a built chunk the build plugins read (Rolldown's OutputChunk), and walks over the chunk graph. */
export type BuiltChunk = {
  type: "chunk";
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss: Set<string> };
};
export type BuiltFile = BuiltChunk | { type: "asset"; fileName: string };

export const chunksOf = (bundle: Record<string, BuiltFile>): Map<string, BuiltChunk> =>
  new Map(Object.values(bundle).flatMap((f) => (f.type === "chunk" ? [[f.fileName, f] as const] : [])));

/**
 * The files a chunk needs (itself, what it imports, their CSS), added to `into`; with `onDemand`, also what they
 * load on demand, and so on.
 */
export function closure(
  chunks: Map<string, BuiltChunk>,
  start: string,
  onDemand: boolean,
  into = new Set<string>(),
): Set<string> {
  const visit = (name: string) => {
    if (into.has(name)) return;
    into.add(name);
    const chunk = chunks.get(name);
    if (!chunk) return;
    for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
    for (const next of chunk.imports) visit(next);
    if (onDemand) for (const next of chunk.dynamicImports) visit(next);
  };
  visit(start);
  return into;
}
