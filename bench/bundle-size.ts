import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Plugin } from "vite";

/** One chunk of Vite's manifest (the fields we read). */
type ManifestChunk = { file: string; src?: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** Source modules bundled into each output file, with their rendered bytes (known only when we built). */
export type ModuleMap = Map<string, { id: string; bytes: number }[]>;

export type RouteSize = {
  files: string[];
  jsRaw: number;
  jsGzip: number;
  css: string[];
  cssGzip: number;
  gzipByFile: { file: string; gzip: number }[];
};

/** A whole dashboard chunk, dashboard source bundled into a shared chunk, or TanStack Query. */
export type DashboardLeak = { kind: "chunk" | "module" | "react-query"; name: string; file: string; bytes?: number };

const DIST = path.resolve("dist/web");
const DASHBOARD_MODULE = /[\\/]src[\\/](app[\\/]web[\\/]shell|web[\\/]account[\\/]dashboard|modules)[\\/]/;
const REACT_QUERY_MODULE = /[\\/]node_modules[\\/]@tanstack[\\/]/;
const DASHBOARD_SRC = /^(\.\.\/app\/web\/shell\/|account\/dashboard\/|\.\.\/modules\/)|@tanstack/;
/** The shared chunks vite.config.ts makes for the dashboard's side (decision 0040): no public page loads them. */
const DASHBOARD_SIDE_CHUNK = /^assets\/(dashboard|dashboard-schemas|forms|first-requests|client)-[\w-]+\.js$/;
/** Survives minification: react-query's own error message. */
const REACT_QUERY_MARKER = "No QueryClient set";

/** Builds the front end with the project's vite.config.ts, recording which modules land in which file. */
export async function buildFrontEnd(): Promise<ModuleMap> {
  const { build } = await import("vite");
  const modules: ModuleMap = new Map();
  const recorder: Plugin = {
    name: "bench-module-map",
    apply: "build",
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        const list = Object.entries(output.modules).map(([id, m]) => ({ id, bytes: m.renderedLength }));
        modules.set(output.fileName, list);
      }
    },
  };
  await build({ configFile: path.resolve("vite.config.ts"), logLevel: "warn", plugins: [recorder] });
  return modules;
}

export function hasBuild(): boolean {
  return fs.existsSync(path.join(DIST, ".vite", "manifest.json"));
}

export function readManifest(): Manifest {
  return JSON.parse(fs.readFileSync(path.join(DIST, ".vite", "manifest.json"), "utf8")) as Manifest;
}

/** The manifest keys a set of roots loads at once: the roots and everything they import statically. */
export function staticClosure(manifest: Manifest, roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no entry "${key}"`);
    seen.add(key);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const root of roots) visit(root);
  return [...seen];
}

const gzipSize = (buf: Buffer) => zlib.gzipSync(buf).length;
const readAsset = (file: string) => fs.readFileSync(path.join(DIST, file));

/** Raw and gzipped bytes of the JavaScript and CSS the roots load. */
export function routeSize(manifest: Manifest, roots: string[]): RouteSize {
  const keys = staticClosure(manifest, roots);
  const files = keys.map((k) => manifest[k]?.file).filter((f): f is string => f !== undefined);
  const css = [...new Set(keys.flatMap((k) => manifest[k]?.css ?? []))];
  let jsRaw = 0;
  const gzipByFile = files.map((file) => {
    const buf = readAsset(file);
    jsRaw += buf.length;
    return { file, gzip: gzipSize(buf) };
  });
  const jsGzip = gzipByFile.reduce((sum, f) => sum + f.gzip, 0);
  const cssGzip = css.reduce((sum, file) => sum + gzipSize(readAsset(file)), 0);
  return { files, jsRaw, jsGzip, css, cssGzip, gzipByFile };
}

/** Dashboard code among the chunks the roots load: whole chunks, and (if we built) modules inside them. */
export function dashboardLeaks(manifest: Manifest, roots: string[], modules: ModuleMap | undefined): DashboardLeak[] {
  const leaks: DashboardLeak[] = [];
  for (const key of staticClosure(manifest, roots)) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.src && DASHBOARD_SRC.test(chunk.src)) leaks.push({ kind: "chunk", name: chunk.src, file: chunk.file });
    else if (DASHBOARD_SIDE_CHUNK.test(chunk.file)) leaks.push({ kind: "chunk", name: chunk.file, file: chunk.file });
    for (const m of modules?.get(chunk.file) ?? []) {
      const name = path.relative(process.cwd(), m.id);
      if (DASHBOARD_MODULE.test(m.id)) leaks.push({ kind: "module", name, file: chunk.file, bytes: m.bytes });
      if (REACT_QUERY_MODULE.test(m.id)) leaks.push({ kind: "react-query", name, file: chunk.file, bytes: m.bytes });
    }
    if (!modules && readAsset(chunk.file).includes(REACT_QUERY_MARKER)) {
      leaks.push({ kind: "react-query", name: "@tanstack/react-query (by its error text)", file: chunk.file });
    }
  }
  return leaks;
}

const ZOD_MODULE = /[\\/]node_modules[\\/]zod[\\/]/;

/** The files among those the roots load at once that hold zod (decision 7: no dashboard page's first render does). */
export function zodFiles(manifest: Manifest, roots: string[], modules: ModuleMap): string[] {
  return staticClosure(manifest, roots)
    .map((key) => manifest[key]?.file)
    .filter(
      (file): file is string => file !== undefined && (modules.get(file) ?? []).some((m) => ZOD_MODULE.test(m.id)),
    );
}

/** Survives minification: React's link to its error decoder. */
const REACT_MARKER = "react.dev/errors";

export type IslandsSize = {
  entry: string;
  entryGzip: number;
  onDemand: { file: string; gzip: number }[];
  withReact: string[];
};

/**
 * The public site's islands (decision 0041, scripts/islands-plugin.ts): what a public page loads (the entry),
 * what the contact form fetches at its first use, and any of those files holding React (none may).
 */
export function islandsSize(): IslandsSize | null {
  const file = path.join(DIST, "site-islands.json");
  if (!fs.existsSync(file)) return null;
  const { entry, chunks } = JSON.parse(fs.readFileSync(file, "utf8")) as { entry: string; chunks: string[] };
  const withReact = [entry, ...chunks].filter((f) => readAsset(f).includes(REACT_MARKER));
  return {
    entry,
    entryGzip: gzipSize(readAsset(entry)),
    onDemand: chunks.map((f) => ({ file: f, gzip: gzipSize(readAsset(f)) })),
    withReact,
  };
}
