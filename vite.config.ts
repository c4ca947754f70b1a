import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { serviceWorker } from "./scripts/service-worker-plugin.ts";
import { routePreloadsPlugin } from "./scripts/route-preloads-plugin.ts";
import { pageRenderPlugin } from "./scripts/page-render-plugin.ts";
import { lucideIconImports } from "./scripts/lucide-imports-plugin.ts";

/** Writes .br and .gz beside each built asset, so the server sends them compressed at no CPU cost. */
function precompress(): Plugin {
  let outDir = "";
  return {
    name: "precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      // Dot folders (the server's page renderer, Vite's manifest) are never sent to a browser.
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? (e.name.startsWith(".") ? [] : walk(path.join(dir, e.name))) : [path.join(dir, e.name)]));
      for (const file of walk(outDir)) {
        if (!/\.(js|mjs|css|svg|html|json)$/.test(file) || fs.statSync(file).size < 1024) continue;
        const data = fs.readFileSync(file);
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

type ModuleGraph = { getModuleInfo(id: string): { importers: string[]; dynamicImporters: string[]; isEntry: boolean; importedIds: string[] } | null };
const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;

/**
 * Zod and the modules that import it themselves (schemas, form checks) go in one "schemas" chunk, which forms
 * and public pages with forms load and no dashboard page's first render does (decision 0007). A page or dialog
 * that uses a schema stays in its own chunk and imports this one.
 */
const usesZod = (id: string, ctx: ModuleGraph) => ZOD.test(id) || (ctx.getModuleInfo(id)?.importedIds ?? []).some((dep) => ZOD.test(dep));

const DASHBOARD_PAGE = /[\\/]src[\\/](web[\\/](shell|account[\\/]dashboard)|modules)[\\/]/;
/** A module's public page (a client's link: `Client…Page.tsx`), which is no dashboard page though it lives in the module. */
const PUBLIC_MODULE_PAGE = /[\\/]src[\\/]modules[\\/][^\\/]+[\\/]Client[A-Za-z]*Page\.tsx$/;
/** A page or layout the router loads; other dynamic imports are parts loaded on demand (a form dialog, the PDF viewer). */
const PAGE_OR_LAYOUT = /(Page|Layout)\.tsx$/;
const HOME_PAGE = /[\\/]src[\\/]web[\\/]site[\\/](SiteLayout|HomePage)\.tsx$/;
const chunkNames = new Map<string, string | null>();

/**
 * The chunk a module goes in, from the pages (dynamic entries) that reach it through static imports: code only
 * dashboard pages share goes in "dashboard" (one request instead of dozens of small ones on a slow phone
 * connection); code the dashboard shares with the home page in "site", with the other public pages in
 * "common"; code only parts loaded on demand share (the form dialogs) in "forms", so that it is not fetched with
 * the pages; the rest is left to the default splitting (a single page's code stays in its own chunk).
 */
function chunkName(id: string, ctx: ModuleGraph): string | null {
  const known = chunkNames.get(id);
  if (known !== undefined) return known;
  const pages = new Set<string>();
  const seen = new Set<string>();
  const walk = (m: string) => {
    if (seen.has(m)) return;
    seen.add(m);
    const info = ctx.getModuleInfo(m);
    if (!info) return;
    if (info.dynamicImporters.length > 0 || info.isEntry) pages.add(m);
    for (const importer of info.importers) walk(importer);
  };
  walk(id);
  const list = [...pages];
  const dashboard = list.filter((p) => DASHBOARD_PAGE.test(p) && !PUBLIC_MODULE_PAGE.test(p)).length;
  const entry = list.some((p) => ctx.getModuleInfo(p)?.isEntry);
  const onDemandOnly = list.every((p) => !PAGE_OR_LAYOUT.test(p));
  const name =
    entry || pages.size < 2 || dashboard === 0
      ? null
      : onDemandOnly
        ? "forms"
        : dashboard === pages.size
          ? "dashboard"
          : list.some((p) => HOME_PAGE.test(p))
            ? "site"
            : "common";
  chunkNames.set(id, name);
  return name;
}

export default defineConfig({
  root: "src/web",
  plugins: [lucideIconImports(), react(), tailwindcss(), serviceWorker(path.resolve(import.meta.dirname, "src/web/sw/service-worker.ts")), routePreloadsPlugin(path.resolve(import.meta.dirname, "src/web")), pageRenderPlugin(path.resolve(import.meta.dirname, "src/web/ssr/render-page.tsx")), precompress()],
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the entry itself loads first stays apart, or a group below would take React in with its dependencies.
            { name: "initial", tags: ["$initial"], priority: 40 },
            // The addresses of a dashboard page's first data, in one small chunk that arrives before the page's code.
            { debugName: "schemas", name: (id: string, ctx: ModuleGraph) => (usesZod(id, ctx) ? "schemas" : null), priority: 45, includeDependenciesRecursively: false },
            { name: "first-requests", test: /[\\/]src[\\/](modules[\\/][^\\/]+[\\/][^\\/]+\.requests|web[\\/]shell[\\/]first-requests)\.ts$/, priority: 50 },
            ...(["site", "common", "dashboard", "forms"] as const).map((group, i) => ({
              debugName: group,
              name: (id: string, ctx: ModuleGraph) => (chunkName(id, ctx) === group ? group : null),
              priority: 30 - 10 * i,
            })),
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: { "/api": "http://localhost:3000" } },
});
