import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { transformWithOxc, type Plugin } from "vite";

/** The part of a built chunk this plugin reads (Rolldown's OutputChunk). */
export type BuiltChunk = {
  type: "chunk";
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss: Set<string> };
};
type BuiltFile = BuiltChunk | { type: "asset"; fileName: string };

/**
 * Where the screens used on site start: the dashboard's shell and the three site modules (issue 15). Their code
 * (and what they load on demand, their dialogs) is fetched when the service worker installs, so that they open
 * with no connection even before they were first visited. The rest is kept as it is used.
 */
export const OFFLINE_STARTS = /[\\/]src[\\/](web[\\/]shell[\\/](DashboardLayout|OverviewPage)\.tsx|web[\\/]shell[\\/]first-requests\.ts|modules[\\/](field|quality|safety)[\\/][^\\/]+(Page\.tsx|\.requests\.ts))$/;
const FOLLOW_ON_DEMAND = /[\\/]src[\\/]modules[\\/](field|quality|safety)[\\/]/;
/** Files of the public folder an installed app needs offline. */
const PUBLIC_FILES = ["/manifest.webmanifest", "/favicon.svg", "/icon-192.png", "/icon-512.png"];

/**
 * The addresses kept at install: the entry with what it imports, and from each start what it imports (and, for
 * the site modules, what they load on demand), with the CSS of each. Pure, so it is tested on a made-up bundle.
 */
export function precacheList(bundle: Record<string, BuiltFile>): string[] {
  const chunks = new Map(Object.values(bundle).flatMap((f) => (f.type === "chunk" ? [[f.fileName, f] as const] : [])));
  const files = new Set<string>();
  const visit = (name: string, onDemand: boolean) => {
    if (files.has(name)) return;
    files.add(name);
    const chunk = chunks.get(name);
    if (!chunk) return;
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const next of chunk.imports) visit(next, onDemand);
    if (onDemand) for (const next of chunk.dynamicImports) visit(next, onDemand);
  };
  for (const chunk of chunks.values()) {
    const start = chunk.facadeModuleId ?? "";
    if (chunk.isEntry || OFFLINE_STARTS.test(start)) visit(chunk.fileName, FOLLOW_ON_DEMAND.test(start));
  }
  return [...[...files].sort().map((f) => `/${f}`), ...PUBLIC_FILES];
}

/** Builds src/web/sw/service-worker.ts into sw.js at the root of the build, with its version and precache list. */
export function serviceWorker(source: string): Plugin {
  return {
    name: "service-worker",
    apply: "build",
    async generateBundle(_options, bundle) {
      const list = precacheList(bundle as unknown as Record<string, BuiltFile>);
      const version = createHash("sha256").update(list.join("\n")).digest("hex").slice(0, 12);
      const { code } = await transformWithOxc(fs.readFileSync(source, "utf8"), path.basename(source), { lang: "ts" });
      if (!code.includes("__SW_VERSION__") || !code.includes('"__SW_PRECACHE__"')) this.error("service worker: a placeholder is missing");
      const filled = code.replace("__SW_VERSION__", version).replace('"__SW_PRECACHE__"', JSON.stringify(JSON.stringify(list)));
      this.emitFile({ type: "asset", fileName: "sw.js", source: filled });
    },
  };
}
