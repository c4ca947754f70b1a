import fs from "node:fs";
import path from "node:path";

/** Per page address (`/dashboard/safety`, `/signin`), the built files its first render needs (route-preloads.json). */
export type RoutePreloads = Record<string, string[]>;

/** The build's route-preloads.json (scripts/route-preloads-plugin.ts); none when it is missing or unreadable. */
export function readRoutePreloads(distDir: string): RoutePreloads {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(path.join(distDir, "route-preloads.json"), "utf8"));
    if (typeof parsed !== "object" || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (e): e is [string, string[]] => Array.isArray(e[1]) && e[1].every((f) => typeof f === "string"),
      ),
    );
  } catch {
    return {};
  }
}

const SAFE_FILE = /^assets\/[A-Za-z0-9._-]+\.js$/;

/**
 * The page for `pathname` with `modulepreload` links for its route's files before `</head>` (a dashboard route's
 * under `/dashboard/<route>/…`, a public page's by its address), so that the browser fetches them alongside the
 * entry (decisions 0028, 0040). Other addresses get the page unchanged.
 */
export function withRoutePreloads(html: string, preloads: RoutePreloads, pathname: string): string {
  const [first = "", second] = pathname.split("/").filter(Boolean);
  const route = first === "dashboard" && second !== undefined ? `/dashboard/${second}` : `/${first}`;
  const files = (Object.hasOwn(preloads, route) ? (preloads[route] ?? []) : []).filter((f) => SAFE_FILE.test(f));
  const at = html.indexOf("</head>");
  if (files.length === 0 || at === -1) return html;
  const links = files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join("");
  return `${html.slice(0, at)}${links}${html.slice(at)}`;
}
