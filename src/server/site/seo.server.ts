import type { FastifyPluginAsync } from "fastify";
import { PRIVATE_PREFIXES, PUBLIC_PAGES } from "../../shared/public-pages.ts";

const xmlEscape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** robots.txt: the public site open, the dashboard and the API closed, the sitemap named. */
export function robotsTxt(appUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...PRIVATE_PREFIXES.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${new URL("/sitemap.xml", appUrl).href}`,
    "",
  ].join("\n");
}

/** sitemap.xml: the public pages on APP_URL. */
export function sitemapXml(appUrl: string): string {
  const urls = PUBLIC_PAGES.map((page) => `  <url><loc>${xmlEscape(new URL(page, appUrl).href)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** The two crawler files, as real files rather than the app's HTML (which Lighthouse's SEO audit counts invalid). */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  const { appUrl } = app.deps.config;
  const robots = robotsTxt(appUrl);
  const sitemap = sitemapXml(appUrl);
  const day = "public, max-age=86400";
  app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) =>
    reply.type("text/plain; charset=utf-8").header("cache-control", day).send(robots),
  );
  app.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) =>
    reply.type("application/xml; charset=utf-8").header("cache-control", day).send(sitemap),
  );
};
