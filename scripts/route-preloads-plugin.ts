import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { chunksOf, closure, type BuiltFile } from "./bundle-graph.ts";

/** A dashboard route of the module registry: its path under /dashboard and the sources its first render loads. */
export type RegistryRoute = { path: string; sources: string[] };

const ENTRY = /\{\s*path:\s*"([^"]*)"([\s\S]*?)\n\s{2}\}/g;
const IMPORTS = /import\("([^"]+)"\)/g;

/**
 * The registry's routes (src/app/web/routing/dashboard-modules.ts), read from its source: each entry's `path` and the
 * files its `load` and `firstRequests` import, resolved from the registry's folder. The overview (`""`) has no
 * `load`: the router renders the overview module's OverviewPage there. A test checks this against the registry
 * itself.
 */
export function registryRoutes(source: string, registryDir: string, overviewPage: string): RegistryRoute[] {
  return [...source.matchAll(ENTRY)].map(([, routePath = "", body = ""]) => {
    const sources = [...body.matchAll(IMPORTS)].map(([, file = ""]) => path.resolve(registryDir, file));
    if (routePath === "") sources.push(overviewPage);
    return { path: routePath, sources };
  });
}

/**
 * For each route, the built files its first render needs beyond what the page already names (the entry and what
 * it imports): the shell's layout, the page and its first-requests chunk with what they import. The server names
 * them in the page as `modulepreload` links (src/server/site/web-app.server.ts), so that a phone on a slow
 * connection fetches them side by side with the entry instead of one after another.
 */
export function routePreloads(
  bundle: Record<string, BuiltFile>,
  routes: readonly RegistryRoute[],
  shellSources: readonly string[],
): Record<string, string[]> {
  const chunks = chunksOf(bundle);
  const bySource = new Map(
    [...chunks.values()].flatMap((c) => (c.facadeModuleId ? [[c.facadeModuleId, c.fileName] as const] : [])),
  );
  const inPage = new Set<string>();
  for (const chunk of chunks.values()) if (chunk.isEntry) closure(chunks, chunk.fileName, false, inPage);
  const out: Record<string, string[]> = {};
  for (const route of routes) {
    const files = new Set<string>();
    for (const source of [...shellSources, ...route.sources]) {
      const file = bySource.get(source);
      if (file) closure(chunks, file, false, files);
    }
    out[route.path] = [...files].filter((f) => !inPage.has(f) && f.endsWith(".js")).sort();
  }
  return out;
}

const EAGER_DIALOG = /lazyDialog\(\s*\(\)\s*=>\s*import\("([^"]+)"\)[^)]*?\{\s*eager:\s*true,?\s*\},?\s*\)/g;

/**
 * The forms a module's screen loads with its page (`lazyDialog(…, { eager: true })`, decision 0028): the files
 * they import, read from the sources of the module's folder. They are named with the route's files, so that a
 * phone fetches the form alongside the page instead of after the page's code has run.
 */
export function eagerDialogs(moduleDir: string): string[] {
  const sources = (fs.readdirSync(moduleDir, { recursive: true, encoding: "utf8" }) as string[]).filter(
    (f) => f.endsWith(".tsx") && !f.endsWith(".test.tsx"),
  );
  return sources.flatMap((file) => {
    const full = path.join(moduleDir, file);
    return [...fs.readFileSync(full, "utf8").matchAll(EAGER_DIALOG)].map(([, target = ""]) =>
      path.resolve(path.dirname(full), target),
    );
  });
}

/** A route's sources with its module's eager forms (for a route whose page lives in a module folder). */
function withEagerDialogs(route: RegistryRoute): RegistryRoute {
  const page = route.sources.find((s) => /[\\/]src[\\/]modules[\\/][^\\/]+[\\/][^\\/]+Page\.tsx$/.test(s));
  return page ? { ...route, sources: [...route.sources, ...eagerDialogs(path.dirname(page))] } : route;
}

const LAZY_PAGE = /const (\w+) = lazyPage\(\(\) => import\("([^"]+)"\)/g;
const SITE_PAGE = /\{ path: "([\w-]+)", Page: (\w+) \}/g;

/**
 * The public site's pages under its layout (the home page and router.tsx's SITE_PAGES without parameters), read
 * from the router's source: each page's path and its source, resolved from the router's folder. A test checks
 * this against the router's table.
 */
export function sitePageRoutes(source: string, routerDir: string): RegistryRoute[] {
  const sources = new Map(
    [...source.matchAll(LAZY_PAGE)].map(([, name = "", file = ""]) => [name, path.resolve(routerDir, file)]),
  );
  const pages: [string, string][] = [
    ["", "HomePage"],
    ...[...source.matchAll(SITE_PAGE)].map(([, routePath = "", name = ""]): [string, string] => [routePath, name]),
  ];
  return pages.flatMap(([routePath, name]) => {
    const file = sources.get(name);
    return file ? [{ path: routePath, sources: [file] }] : [];
  });
}

/**
 * Writes route-preloads.json at the root of the build (decision 0028), keyed by the page's address: a dashboard
 * route's files with the shell's (`/dashboard`, `/dashboard/safety`), a public page's with the site's layout
 * (`/`, `/signin`: decision 0040).
 */
export function routePreloadsPlugin({
  webRoot,
  appRoot,
  overviewPage,
}: {
  webRoot: string;
  appRoot: string;
  overviewPage: string;
}): Plugin {
  const registry = path.join(appRoot, "routing/dashboard-modules.ts");
  const shellDir = path.join(appRoot, "shell");
  return {
    name: "route-preloads",
    apply: "build",
    generateBundle(_options, bundle) {
      const built = bundle as unknown as Record<string, BuiltFile>;
      const routes = registryRoutes(fs.readFileSync(registry, "utf8"), path.dirname(registry), overviewPage).map(
        withEagerDialogs,
      );
      const shell = [path.join(shellDir, "DashboardLayout.tsx"), path.join(shellDir, "first-requests.ts")];
      const dashboard = routePreloads(built, routes, shell);
      const site = routePreloads(
        built,
        sitePageRoutes(fs.readFileSync(path.join(appRoot, "router.tsx"), "utf8"), appRoot),
        [path.join(webRoot, "site/SiteLayout.tsx")],
      );
      const preloads = {
        ...Object.fromEntries(
          Object.entries(dashboard).map(([route, files]) => [
            route === "" ? "/dashboard" : `/dashboard/${route}`,
            files,
          ]),
        ),
        ...Object.fromEntries(Object.entries(site).map(([route, files]) => [`/${route}`, files])),
      };
      this.emitFile({ type: "asset", fileName: "route-preloads.json", source: JSON.stringify(preloads) });
    },
  };
}
