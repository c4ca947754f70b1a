import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { SessionResponse } from "../../shared/contracts/account.ts";
import { DRAWN_ACCOUNT_PAGES, DRAWN_SITE_PAGES } from "../../shared/public-pages.ts";
import { escapeHtml } from "../platform/html.ts";
import { drawnWithin, ENTRY_TAG, PRELOAD_TAG, rendererFunction, withDrawnPage } from "./page-render.ts";

/**
 * The public site's pages (home, about, features, pricing, contact) drawn on the server and sent without React
 * (decision 0041): the app's own components, drawn by the page renderer of the build (dist/web/.ssr, decision
 * 0031) for the caller's session, and the site's islands (src/web/islands) in place of the app's entry, a few KB
 * of plain script for the phone menu and the contact form. Whatever goes wrong, the page is sent as the app's.
 * The signed-out account pages are drawn the same way and keep the app, which takes them over at their first
 * use (decision 0043).
 */

const ISLANDS = "site-islands.json";
/** A drawn page is kept this long per address and session's variant (the footer's year is all that ages). */
const KEEP_MS = 10 * 60_000;
const SAFE_ASSET = /^assets\/[\w.-]+\.js$/;

type SiteDrawing = { html: string; title: string | null };
type RenderSitePage = (url: string, session: SessionResponse | null) => Promise<SiteDrawing>;
export type SitePageDrawer = (request: FastifyRequest, session: SessionResponse | null) => Promise<SiteDrawing | null>;

const isRenderSitePage = (value: unknown): value is RenderSitePage => typeof value === "function";

/** Whether the address (path and query) is one of the site's drawn pages. */
export const isDrawnSitePage = (url: string): boolean => DRAWN_SITE_PAGES.includes(url.split("?")[0] ?? "");

/** Whether the address (path and query) is an account page drawn for a signed-out visitor. */
export const isDrawnAccountPage = (url: string): boolean => DRAWN_ACCOUNT_PAGES.includes(url.split("?")[0] ?? "");

/** The islands' entry of the build (scripts/islands-plugin.ts); null when the build has none. */
export function readIslandsEntry(distDir: string): string | null {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(path.join(distDir, ISLANDS), "utf8"));
    const entry = typeof parsed === "object" && parsed !== null && "entry" in parsed ? parsed.entry : null;
    return typeof entry === "string" && SAFE_ASSET.test(entry) ? entry : null;
  } catch {
    return null;
  }
}

/**
 * What a public page shows of the session: signed in or not, and the plan (the pricing page's buttons and its
 * Current Plan badge). The key of a kept drawing, with the address.
 */
const variantOf = (session: SessionResponse | null): string =>
  session?.user ? `in:${session.organization?.plan ?? ""}` : "out";

/** The drawer of the build in `distDir`; null when it has no renderer or no islands (the development server). */
export function sitePageDrawer(app: FastifyInstance, distDir: string): SitePageDrawer | null {
  if (!readIslandsEntry(distDir)) return null;
  const load = rendererFunction(
    app,
    distDir,
    "renderSitePage",
    isRenderSitePage,
    "the page renderer could not be loaded; public pages are sent as the app's",
  );
  if (!load) return null;
  const kept = new Map<string, { at: number; drawing: SiteDrawing }>();
  return async (request, session) => {
    const renderSitePage = await load();
    if (!renderSitePage) return null;
    // Only the pages' own addresses are kept (a query string is drawn each time): the map stays small.
    const key = request.url.includes("?") ? null : `${request.url}|${variantOf(session)}`;
    const hit = key ? kept.get(key) : undefined;
    if (hit && Date.now() - hit.at < KEEP_MS) return hit.drawing;
    try {
      const drawing = await drawnWithin(renderSitePage(request.url, session));
      if (key) kept.set(key, { at: Date.now(), drawing });
      return drawing;
    } catch (err) {
      request.log.warn({ err }, "public page sent as the app's");
      return null;
    }
  };
}

/**
 * The page with the drawing in its root, its title, and the islands' script in place of the app's entry and
 * preloads. Unchanged when the page is not the app's index.html as expected.
 */
export function withSitePage(page: string, drawing: SiteDrawing | null, islandsEntry: string | null): string {
  if (!drawing || !islandsEntry || !ENTRY_TAG.test(page)) return page;
  const root = '<div id="root"></div>';
  const at = page.indexOf(root);
  if (at === -1) return page;
  const html = `${page.slice(0, at)}<div id="root" data-site-page>${drawing.html}</div>${page.slice(at + root.length)}`;
  return withTitle(
    html
      .replace(PRELOAD_TAG, "")
      .replace(ENTRY_TAG, `<script type="module" crossorigin src="/${islandsEntry}"></script>`),
    drawing.title,
  );
}

/**
 * A page the app takes over (an account page, decision 0043; a client's page, 0049) with the drawing in its root,
 * its title and its first data if any, and the app's code run at the page's first use (`codeStartFor`); until
 * then typing works in the drawn fields and a press is kept (after-paint.js). Unchanged without a drawing.
 */
export function withTakenOverPage(
  page: string,
  drawing: (SiteDrawing & { queries?: unknown }) | null,
  url: string,
): string {
  if (!drawing) return page;
  const html = withDrawnPage(page, { html: drawing.html, queries: drawing.queries }, url);
  return html === page ? page : withTitle(html, drawing.title);
}

const withTitle = (html: string, title: string | null): string =>
  title ? html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`) : html;
