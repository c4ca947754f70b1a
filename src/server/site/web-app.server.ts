import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { errorBody } from "../platform/errors.ts";
import { callerIfSignedIn } from "../platform/access.ts";
import { toSessionResponse } from "../account/session-response.ts";
import { pageWithSession } from "./page-session.ts";
import { encodePage } from "./page-encoding.ts";
import { markPage } from "../platform/session-marker.ts";
import { readRoutePreloads, withRoutePreloads } from "./route-preloads.ts";
import { clientPageRenderer, isClientPagePath, isDrawnPath, pageRenderer, withDrawnPage } from "./page-render.ts";
import {
  isDrawnAccountPage,
  isDrawnSitePage,
  readIslandsEntry,
  sitePageDrawer,
  withTakenOverPage,
  withSitePage,
} from "./site-pages.ts";
import { isDashboardPath, isKnownDashboardPath } from "../../shared/dashboard-paths.ts";

/**
 * The built front end: hashed assets cached for good; every other page answered by index.html with the caller's
 * session written into it, so the browser does not wait for a session request before it shows the dashboard
 * (issue 11: the session and the first page of data need not wait for each other).
 */
export async function serveWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, "index.html");
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          res.header("cache-control", "public, max-age=31536000, immutable");
        // The service worker and the manifest name the current build's files: asked again each time.
        else if (/[\\/](sw\.js|manifest\.webmanifest)(\.br|\.gz)?$/.test(filePath))
          res.header("cache-control", "no-cache");
      },
    });
  }
  const indexHtml = hasBuild ? fs.readFileSync(indexFile, "utf8") : undefined;
  const preloads = hasBuild ? readRoutePreloads(distDir) : {};
  const drawPage = hasBuild ? pageRenderer(app, distDir) : null;
  const drawClientPage = hasBuild ? clientPageRenderer(app, distDir) : null;
  const islandsEntry = hasBuild ? readIslandsEntry(distDir) : null;
  const drawSitePage = hasBuild ? sitePageDrawer(app, distDir) : null;
  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === "GET" || request.method === "HEAD") &&
      !request.url.startsWith("/api/") &&
      !request.url.startsWith("/assets/");
    if (!isPage || !indexHtml) return reply.code(404).send(errorBody("NOT_FOUND", "Not found."));
    // Spec: an unknown path under /dashboard goes to /dashboard; the app says the same (src/app/web/shell/ModuleOutlet.tsx).
    const path = request.url.split("?")[0] ?? "";
    if (isDashboardPath(path) && !isKnownDashboardPath(path)) return reply.redirect("/dashboard", 302);
    // The page differs per caller: never kept by a shared cache, and asked again each time. `x-signed-in` and
    // the session's marker tell the service worker whose session a copy it keeps belongs to, and a signed-out
    // page that the session is over (src/web/sw/service-worker.ts, decision 0028).
    const session = await sessionOf(request);
    const pathname = request.url.split("?")[0] ?? "";
    const marker = session === undefined ? null : await markPage(request, reply, session !== null);
    // A public site page is drawn and sent without the app, when the session could be read (decision 0041).
    const drawable = drawSitePage && session !== undefined && request.method === "GET";
    const sitePage = drawable && isDrawnSitePage(request.url) ? await drawSitePage(request, session) : null;
    // A signed-out account page is drawn too, and the app takes it over at its first use (decision 0043).
    const accountPage =
      drawable && session === null && isDrawnAccountPage(request.url) ? await drawSitePage(request, null) : null;
    // The route's code is named in the page (a dashboard page's only for someone signed in, who will see it); a
    // signed-in dashboard page is drawn with its first data (decision 0031).
    let html = sitePage
      ? withSitePage(indexHtml, sitePage, islandsEntry)
      : session || !isDashboardPath(pathname)
        ? withRoutePreloads(indexHtml, preloads, pathname)
        : indexHtml;
    if (accountPage) html = withTakenOverPage(html, accountPage, request.url);
    // A client's page of an estimate or invoice is drawn with its document; its code runs at first use (decision 0049).
    if (drawClientPage && request.method === "GET" && isClientPagePath(request.url)) {
      html = withTakenOverPage(html, await drawClientPage(request), request.url);
    }
    // A client's link carries its key: no search engine is to keep its page (robots.txt says so too).
    if (pathname.startsWith("/view/")) reply.header("x-robots-tag", "noindex, nofollow");
    if (session && !sitePage) {
      const drawn =
        drawPage && request.method === "GET" && isDrawnPath(pathname) ? await drawPage(request, session) : null;
      html = withDrawnPage(html, drawn, request.url);
    }
    const page = await encodePage(pageWithSession(html, session, marker), request.headers["accept-encoding"]);
    if (page.encoding) reply.header("content-encoding", page.encoding);
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "private, no-cache")
      .header("vary", "Cookie, Accept-Encoding")
      .send(page.body);
  });
}

/** The caller's session as the session route answers it; undefined when it cannot be read (the browser then asks). */
async function sessionOf(request: FastifyRequest) {
  try {
    const caller = await callerIfSignedIn(request);
    return caller ? toSessionResponse(caller) : null;
  } catch (err) {
    request.log.warn({ err }, "page served without its session");
    return undefined;
  }
}
