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
import { islandsPlugin } from "./scripts/islands-plugin.ts";
import { chunkCyclesGuard } from "./scripts/chunk-cycles-plugin.ts";

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
        fs
          .readdirSync(dir, { withFileTypes: true })
          .flatMap((e) =>
            e.isDirectory() ? (e.name.startsWith(".") ? [] : walk(path.join(dir, e.name))) : [path.join(dir, e.name)],
          );
      for (const file of walk(outDir)) {
        if (!/\.(js|mjs|css|svg|html|json)$/.test(file) || fs.statSync(file).size < 1024) continue;
        const data = fs.readFileSync(file);
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

type ModuleGraph = {
  getModuleInfo(
    id: string,
  ): { importers: string[]; dynamicImporters: string[]; isEntry: boolean; importedIds: string[] } | null;
};
const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;

/**
 * The pages the router shows to anyone: the public site's and the account pages (src/web/site, src/web/account
 * but not account/dashboard) and a module's page for a client's link (`Client…Page.tsx`). Every other page or part
 * loaded on demand (a dashboard page, a form dialog, a module's first requests) is the dashboard's side.
 */
const PUBLIC_PAGE =
  /[\\/]src[\\/](web[\\/](site|account)[\\/][^\\/]+|modules[\\/][^\\/]+[\\/]Client[A-Za-z]*Page\.tsx)$/;
/** A site or account page: what the account forms share with the dashboard must not come with a client's page. */
const SITE_OR_ACCOUNT_PAGE = /[\\/]src[\\/]web[\\/](site|account)[\\/][^\\/]+$/;
/** A page or layout the router loads; other dynamic imports are parts loaded on demand (a form dialog, the PDF viewer). */
const PAGE_OR_LAYOUT = /(Page|Layout)\.tsx$/;
const HOME_PAGE = /[\\/]src[\\/]web[\\/]site[\\/](SiteLayout|HomePage)\.tsx$/;
const reachingPages = new Map<string, string[]>();

/** The pages and parts loaded on demand (dynamic entries) and the entry that reach a module through static imports. */
function pagesReaching(id: string, ctx: ModuleGraph): string[] {
  const known = reachingPages.get(id);
  if (known) return known;
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
  reachingPages.set(id, list);
  return list;
}

/**
 * Zod goes in one "schemas" chunk with the schemas public pages use (the account forms, the contact form);
 * schemas only the dashboard's side uses (the modules' contracts, which import their modules' constants) go in
 * "dashboard-schemas", so that an account page never fetches a module's code with zod (decision 0040). Neither
 * is loaded by a dashboard page's first render (decision 0007): a page or dialog that uses a schema stays in its
 * own chunk and imports them.
 */
function schemasChunk(id: string, ctx: ModuleGraph): string | null {
  if (ZOD.test(id)) return "schemas";
  if (!(ctx.getModuleInfo(id)?.importedIds ?? []).some((dep) => ZOD.test(dep))) return null;
  return pagesReaching(id, ctx).some((p) => PUBLIC_PAGE.test(p)) ? "schemas" : "dashboard-schemas";
}

const MODULE_FOLDER = /[\\/]src[\\/]modules[\\/]([^\\/]+)[\\/]/;

/** Whether every page or part in the list is a module's (src/modules/<name>/…), of two modules at most. */
function fewModules(pages: string[]): boolean {
  const names = new Set(pages.map((p) => MODULE_FOLDER.exec(p)?.[1] ?? ""));
  return names.size <= 2 && !names.has("");
}

/**
 * The chunk a module goes in, from the pages (dynamic entries) that reach it through static imports: code only
 * the dashboard's side shares goes in "dashboard" (one request instead of dozens of small ones on a slow phone
 * connection), or in "forms" when only parts loaded on demand share it (the form dialogs), so that it is not
 * fetched with the pages; code the dashboard shares with the home page in "site", with the other site or account
 * pages in "common", with a client's page only in "client"; code only public pages share, and a single page's
 * code, is left to the default splitting. A chunk a public page loads thus never imports one only the dashboard
 * uses (decision 0040).
 */
function chunkName(id: string, ctx: ModuleGraph): string | null {
  const list = pagesReaching(id, ctx);
  const publicPages = list.filter((p) => PUBLIC_PAGE.test(p));
  if (list.length < 2 || publicPages.length === list.length || list.some((p) => ctx.getModuleInfo(p)?.isEntry))
    return null;
  if (publicPages.length === 0) {
    if (list.every((p) => !PAGE_OR_LAYOUT.test(p))) return "forms";
    // Shared only by the pages and parts of one or two modules: chunks of their own (the default splitting), so
    // that the shell, which loads "dashboard" on every screen, does not carry the timesheet table to the projects page.
    return fewModules(list) ? null : "dashboard";
  }
  if (publicPages.some((p) => HOME_PAGE.test(p))) return "site";
  return publicPages.some((p) => SITE_OR_ACCOUNT_PAGE.test(p)) ? "common" : "client";
}

export default defineConfig({
  root: "src/web",
  plugins: [
    lucideIconImports(),
    react(),
    tailwindcss(),
    serviceWorker(path.resolve(import.meta.dirname, "src/web/sw/service-worker.ts")),
    routePreloadsPlugin({
      webRoot: path.resolve(import.meta.dirname, "src/web"),
      appRoot: path.resolve(import.meta.dirname, "src/app/web"),
      overviewPage: path.resolve(import.meta.dirname, "src/modules/overview/OverviewPage.tsx"),
    }),
    pageRenderPlugin(path.resolve(import.meta.dirname, "src/app/web/ssr/render-page.tsx")),
    islandsPlugin(path.resolve(import.meta.dirname, "src/web/islands/site-islands.ts")),
    chunkCyclesGuard(),
    precompress(),
  ],
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
            { debugName: "schemas", name: schemasChunk, priority: 45, includeDependenciesRecursively: false },
            // The route tables (decision 0047): strings and two small functions, so this chunk stays small.
            {
              name: "first-requests",
              test: /[\\/]src[\\/](modules[\\/][^\\/]+[\\/][^\\/]+\.routes|app[\\/]web[\\/]shell[\\/]first-requests)\.ts$/,
              // Below "initial": what the entry itself loads (route.ts, the account's table) stays the entry's, or
              // the entry would import this chunk; with the tables come the constants they read at load.
              priority: 35,
            },
            ...(["site", "common", "client", "dashboard", "forms"] as const).map((group, i) => ({
              debugName: group,
              name: (id: string, ctx: ModuleGraph) => (chunkName(id, ctx) === group ? group : null),
              // 30 down to 10: a negative priority would be read as the highest.
              priority: 30 - 5 * i,
            })),
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: { "/api": "http://localhost:3000" } },
});
