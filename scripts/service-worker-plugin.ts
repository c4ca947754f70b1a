import { createHash } from "node:crypto";
import path from "node:path";
import { build, type Plugin, type Rolldown } from "vite";
import { chunksOf, closure, type BuiltFile } from "./bundle-graph.ts";

/**
 * Where the screens used on site start: the dashboard's shell and the three site modules (issue 15). Their code
 * (and what they load on demand, their dialogs) is fetched when the service worker installs, so that they open
 * with no connection even before they were first visited. The rest is kept as it is used.
 */
export const OFFLINE_STARTS =
  /[\\/]src[\\/](app[\\/]web[\\/]shell[\\/](DashboardLayout\.tsx|first-requests\.ts)|modules[\\/]overview[\\/]OverviewPage\.tsx|modules[\\/](field|quality|safety|time-clock)[\\/][^\\/]+(Page\.tsx|\.routes\.ts))$/;
/**
 * What every screen loads on demand rather than with the shell: the toaster (sonner), loaded once the dashboard
 * has settled or at the first toast (src/web/ui/toast.tsx), which may be the first "Saved on this device".
 */
const SHELL_ON_DEMAND = /[\\/]node_modules[\\/]sonner[\\/]/;
const FOLLOW_ON_DEMAND = /[\\/]src[\\/]modules[\\/](field|quality|safety|time-clock)[\\/]/;
/** Files of the public folder an installed app needs offline. */
const PUBLIC_FILES = ["/manifest.webmanifest", "/favicon.svg", "/icon-192.png", "/icon-512.png", "/after-paint.js"];

/**
 * The addresses kept at install: the entry with what it imports, and from each start what it imports (and, for
 * the site modules, what they load on demand), the toaster, with the CSS of each. Pure, so it is tested on a made-up bundle.
 */
export function precacheList(bundle: Record<string, BuiltFile>): string[] {
  const chunks = chunksOf(bundle);
  const files = new Set<string>();
  for (const chunk of chunks.values()) {
    const start = chunk.facadeModuleId ?? "";
    if (chunk.isEntry || OFFLINE_STARTS.test(start) || SHELL_ON_DEMAND.test(start))
      closure(chunks, chunk.fileName, FOLLOW_ON_DEMAND.test(start), files);
  }
  return [...[...files].sort().map((f) => `/${f}`), ...PUBLIC_FILES];
}

/**
 * The worker as one classic script: its source with what it imports (the pure rules it shares with the page,
 * src/web/lib/offline-copies.ts) bundled in, unminified (it is small, and read when something goes wrong).
 */
async function bundleWorker(source: string): Promise<string> {
  const built = await build({
    configFile: false,
    root: path.dirname(source),
    logLevel: "warn",
    mode: "production",
    publicDir: false,
    build: {
      write: false,
      minify: false,
      sourcemap: false,
      copyPublicDir: false,
      modulePreload: false,
      reportCompressedSize: false,
      rolldownOptions: { input: source, output: { format: "iife", entryFileNames: "sw.js" } },
    },
  });
  const outputs = (Array.isArray(built) ? built : [built]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((o) => o.output).find((o) => o.type === "chunk" && o.isEntry);
  if (!chunk || chunk.type !== "chunk") throw new Error("service worker: the bundle has no entry");
  return chunk.code;
}

/** Builds src/web/sw/service-worker.ts into sw.js at the root of the build, with its version and precache list. */
export function serviceWorker(source: string): Plugin {
  return {
    name: "service-worker",
    apply: "build",
    async generateBundle(_options, bundle) {
      const list = precacheList(bundle as unknown as Record<string, BuiltFile>);
      const version = createHash("sha256").update(list.join("\n")).digest("hex").slice(0, 12);
      const code = await bundleWorker(source);
      if (!code.includes("__SW_VERSION__") || !code.includes('"__SW_PRECACHE__"'))
        this.error("service worker: a placeholder is missing");
      const filled = code
        .replace("__SW_VERSION__", version)
        .replace('"__SW_PRECACHE__"', JSON.stringify(JSON.stringify(list)));
      this.emitFile({ type: "asset", fileName: "sw.js", source: filled });
    },
  };
}
