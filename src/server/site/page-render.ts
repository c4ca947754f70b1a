import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { SessionResponse } from "../../shared/contracts/account.ts";
import { PAGE_QUERIES_ELEMENT_ID } from "../../shared/contracts/page-render.ts";
import { escapeHtml } from "../platform/html.ts";
import { jsonForHtml } from "./page-session.ts";
import { withPageFetch, type PageFetch } from "./page-fetch.ts";

/**
 * A signed-in dashboard page drawn on the server with its first data (decision 0031), so that a phone on a slow
 * connection shows the page as soon as the HTML and the stylesheet arrive, instead of after the app's code, the
 * session and the data, one after another. Whatever goes wrong here, the page is sent undrawn, as before.
 */

/** The page renderer's folder and file inside the built front end (scripts/page-render-plugin.ts builds them). */
const RENDERER = path.join(".ssr", "render-page.js");
/** Past this, the page is sent undrawn: the browser draws it, as it would anyway. */
const DRAW_TIMEOUT_MS = 1500;

/** A drawn page, and the first data its drawing read (none for a page that reads nothing, an account page). */
export type DrawnPage = { html: string; queries?: unknown };
type RenderPage = (url: string, session: SessionResponse) => Promise<DrawnPage>;
export type PageRenderer = (request: FastifyRequest, session: SessionResponse) => Promise<DrawnPage | null>;

const isRenderPage = (value: unknown): value is RenderPage => typeof value === "function";

/** Only dashboard pages are drawn: the public pages are light already, and need no caller's data. */
export const isDrawnPath = (pathname: string): boolean =>
  pathname === "/dashboard" || pathname.startsWith("/dashboard/");

/** The caller's GETs of the API, answered in process with the caller's own cookie, address and checks. */
function callerFetch(app: FastifyInstance, request: FastifyRequest): PageFetch {
  return async (url) => {
    const res = await app.inject({
      method: "GET",
      url,
      headers: { cookie: request.headers.cookie ?? "", accept: "application/json" },
      remoteAddress: request.ip,
    });
    const noBody = res.statusCode === 204 || res.statusCode === 304;
    return new Response(noBody ? null : res.payload, {
      status: res.statusCode,
      headers: { "content-type": String(res.headers["content-type"] ?? "application/json") },
    });
  };
}

/** The drawing, or a rejection once `ms` have passed: a drawing that takes longer is given up. */
export function drawnWithin<T>(drawing: Promise<T>, ms: number = DRAW_TIMEOUT_MS): Promise<T> {
  const late = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`not drawn within ${ms} ms`)), ms).unref(),
  );
  return Promise.race([drawing, late]);
}

/**
 * The function `name` of the build's page renderer in `distDir` (loaded once, on first use), or null when the
 * build has no renderer (the development server, or a build from before decision 0031); the loader answers null
 * when the renderer cannot be loaded or lacks the function, after saying so in the log (`unloaded`).
 */
export function rendererFunction<F>(
  app: FastifyInstance,
  distDir: string,
  name: string,
  isFunction: (value: unknown) => value is F,
  unloaded: string,
): (() => Promise<F | null>) | null {
  const file = path.join(distDir, RENDERER);
  if (!fs.existsSync(file)) return null;
  let loading: Promise<F | null> | undefined;
  return () =>
    (loading ??= import(pathToFileURL(file).href).then(
      (m: Record<string, unknown>) => {
        const exported = m[name];
        return isFunction(exported) ? exported : null;
      },
      (err: unknown) => {
        app.log.warn({ err }, unloaded);
        return null;
      },
    ));
}

/** A drawing through the caller's own reads, or null (said in the log) if it fails or takes too long. */
async function drawnForCaller<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  draw: () => Promise<T>,
): Promise<T | null> {
  try {
    return await drawnWithin(withPageFetch(callerFetch(app, request), draw));
  } catch (err) {
    request.log.warn({ err }, "page sent undrawn");
    return null;
  }
}

/** The renderer of the build in `distDir`, drawing dashboard pages; null when the build has none. */
export function pageRenderer(app: FastifyInstance, distDir: string): PageRenderer | null {
  const load = rendererFunction(
    app,
    distDir,
    "renderPage",
    isRenderPage,
    "the page renderer could not be loaded; pages are sent undrawn",
  );
  if (!load) return null;
  return async (request, session) => {
    const renderPage = await load();
    return renderPage ? drawnForCaller(app, request, () => renderPage(request.url, session)) : null;
  };
}

/**
 * A client's page of an estimate or invoice, or of a change order, at its own address (with a query, the return
 * from paying, it is not drawn).
 */
export const isClientPagePath = (url: string): boolean => /^\/view\/(change-orders\/)?[^/?#]+$/.test(url);

export type DrawnClientPage = DrawnPage & { title: string | null };
type RenderClientPage = (url: string) => Promise<DrawnClientPage>;
const isRenderClientPage = (value: unknown): value is RenderClientPage => typeof value === "function";

/**
 * The renderer of the build in `distDir` drawing a client's page with its document (decision 0049), read through
 * the caller's own requests (the client's address counts towards the links' limit); null when the build has none.
 */
export function clientPageRenderer(
  app: FastifyInstance,
  distDir: string,
): ((request: FastifyRequest) => Promise<DrawnClientPage | null>) | null {
  const load = rendererFunction(
    app,
    distDir,
    "renderClientPage",
    isRenderClientPage,
    "the client page renderer could not be loaded; client pages are sent undrawn",
  );
  if (!load) return null;
  return async (request) => {
    const renderClientPage = await load();
    return renderClientPage ? drawnForCaller(app, request, () => renderClientPage(request.url)) : null;
  };
}

export const ENTRY_TAG = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;
export const PRELOAD_TAG = /<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">/g;

/**
 * The page's code asked for after the first paint (src/web/public/after-paint.js): on a drawn page it makes the
 * page work, it does not show it, so on a slow connection the stylesheet (the one thing the first paint waits for)
 * does not share the line with it. The entry's tag and the route's preload links become the small script's
 * attributes. (Preloading the code at once, at low priority, and only running it after the paint measured worse:
 * the largest paint at 2.3–2.7 s instead of 1.1–1.3 s, and the site forms no sooner.)
 */
function codeAfterPaint(html: string, start: CodeStart): string {
  const entry = ENTRY_TAG.exec(html)?.[1];
  if (!entry) return html;
  const preloads = [...html.matchAll(PRELOAD_TAG)].map((m) => m[1]);
  const when = start === "first-use" ? ' data-start="first-use"' : "";
  const boot = `<script defer src="/after-paint.js" data-entry="${entry}" data-preload="${preloads.join(" ")}"${when}></script>`;
  return html.replace(PRELOAD_TAG, "").replace(ENTRY_TAG, boot);
}

/**
 * When a drawn page's code runs: after the first paint, or at the person's first use of the page (a touch, a key, a
 * focus, the mouse; fetched, not run, after the first paint: decisions 0043 and 0044).
 */
export type CodeStart = "after-paint" | "first-use";

/**
 * A drawn page's code runs at its first use, unless its address has a query: a notice to show, a token to read or
 * where to go next may have something to say at once, so that page's code runs after the first paint.
 */
export const codeStartFor = (url: string): CodeStart => (url.includes("?") ? "after-paint" : "first-use");

/**
 * The page with the drawing inside its root element (marked with the address it was drawn for, so that a copy
 * kept for another address is not shown as this one) and the first data, if it has any, before `</body>`.
 */
export function withDrawnPage(page: string, drawn: DrawnPage | null, url: string): string {
  if (!drawn) return page;
  const html = codeAfterPaint(page, codeStartFor(url));
  const root = '<div id="root"></div>';
  const at = html.indexOf(root);
  if (at === -1 || !html.includes("</body>")) return page;
  const block =
    drawn.queries === undefined
      ? ""
      : `<script type="application/json" id="${PAGE_QUERIES_ELEMENT_ID}">${jsonForHtml(drawn.queries)}</script>`;
  const withRoot = `${html.slice(0, at)}<div id="root" data-drawn-for="${escapeHtml(url)}">${drawn.html}</div>${html.slice(at + root.length)}`;
  const bodyEnd = withRoot.lastIndexOf("</body>");
  return `${withRoot.slice(0, bodyEnd)}${block}${withRoot.slice(bodyEnd)}`;
}
