import fs from "node:fs";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentLogoKey, getCompany } from "../../server/account/company.queries.ts";
import { photoFile } from "../../server/platform/photos.queries.ts";
import { retryAfterHit } from "../../server/platform/rate-limit.ts";
import { sendStoredImage } from "../../server/platform/stored-image.ts";
import { VersionedCache } from "../../server/platform/versioned-cache.ts";
import { safeNextPath } from "../../shared/safe-next.ts";
import { publishedSitePath, SITE_MSG } from "./websites.constants.ts";
import { contactFormBody, siteContactInput, type ContactFormBody } from "./websites.contract.ts";
import { siteFontFile } from "./websites-fonts.server.ts";
import { saveSiteMessage } from "./websites-messages.queries.ts";
import { renderSitePage, type ContactState } from "./websites-page.server.ts";
import { publishedContent, publishedSiteKey, type PublishedSiteKey } from "./websites-public.queries.ts";
import { adminEmails } from "./websites.queries.ts";
import { imageIdsOf } from "./websites.rules.ts";

type SitePage = { html: string; csp: string };

/**
 * A drawn site page as the answer: HTML with the page's own strict policy (no script at all), framed only by us.
 * Its referrer policy is same-origin rather than the app's no-referrer: under no-referrer a browser posts the
 * contact form with `Origin: null`, which the cross-site guard refuses; other sites still learn nothing.
 */
export function sendSitePage(reply: FastifyReply, page: SitePage): FastifyReply {
  return reply
    .type("text/html; charset=utf-8")
    .header("content-security-policy", page.csp)
    .header("x-frame-options", "SAMEORIGIN")
    .header("referrer-policy", "same-origin")
    .send(page.html);
}

const NOT_FOUND_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
  "<title>Site not found</title></head><body><main><h1>Site not found</h1><p>There is no published website at this address.</p></main></body></html>";

const slugParam = z.object({ slug: z.string().min(1).max(100) });
const imageParams = slugParam.extend({ photo: z.string().min(1).max(100) });
const fileParams = slugParam.extend({ file: z.string().min(1).max(100) });
const html = z.string().describe("The page (text/html).");

/** What the contact form's onRequest found and counted: the site posted to, and Retry-After seconds once past a limit. */
type CountedPost = { key: PublishedSiteKey | null; retryAfter: number | null };

/**
 * Published sites at `/sites/{slug}` (decision 0034): drawn on the server from the published copy, for anyone,
 * with no session and no plan gate. A drawn page is kept in memory by the version of the published copy and the
 * company details, read on every visit (one indexed row), so a publish or an unpublish shows at once in every
 * process. The contact form is a plain HTML form: its messages go to the organization's inbox and its admins.
 */
export const publicSiteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, database, storage, mailer, limits } = app.deps;
  // Web pages and their files, not API operations: left out of the OpenAPI document, whose walks expect JSON
  // errors (a visitor gets an HTML page); websites.test.ts covers them, hostile input included.
  const tags = ["published sites"];
  const hide = true;
  const pages = new VersionedCache(8_000_000);
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 128 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  const countedPosts = new WeakMap<FastifyRequest, CountedPost>();

  /**
   * Counts a post to a published site's form against the address's and the site's limits before anything else
   * (issue 25): before its body is read, so that a mistake, a robot's honeypot or a body the route refuses
   * counts as much as a message, and none can redraw the page without end. The handler answers a refusal.
   */
  async function countPost(request: FastifyRequest<{ Params: { slug: string } }>): Promise<void> {
    const key = await publishedSiteKey(database, request.params.slug.toLowerCase());
    const retryAfter = key
      ? ((await retryAfterHit(db, `site-contact:ip:${request.ip}`, limits.siteContactPerIp)) ??
        (await retryAfterHit(db, `site-contact:site:${key.id}`, limits.siteContactPerSite)))
      : null;
    countedPosts.set(request, { key, retryAfter });
  }

  const notFoundPage = (reply: FastifyReply) =>
    reply.code(404).type("text/html; charset=utf-8").header("cache-control", "no-cache").send(NOT_FOUND_PAGE);

  async function draw(key: PublishedSiteKey, slug: string, contact: ContactState): Promise<SitePage | null> {
    const published = await publishedContent(db, key.id);
    if (!published) return null;
    const company = await getCompany(db, { organizationId: key.organizationId });
    const base = publishedSitePath(slug);
    const logoFile = company.logoUrl?.split("/").pop() ?? null;
    return renderSitePage({
      content: published.content,
      company: { ...company, hasLogo: logoFile !== null },
      base,
      imageUrl: (id, size) => `${base}/images/${encodeURIComponent(id)}${size === "small" ? "/small" : ""}`,
      logoUrl: logoFile ? `${base}/logo/${encodeURIComponent(logoFile)}` : null,
      contact,
      year: new Date().getUTCFullYear(),
    });
  }

  /** The idle page, from memory while neither the published copy nor the company details have changed. */
  async function idlePage(key: PublishedSiteKey, slug: string): Promise<SitePage | null> {
    const cacheKey = `${key.id}|${slug}|${key.companyStamp}`;
    const kept = pages.get(cacheKey, key.version);
    if (kept !== undefined) {
      const cut = kept.indexOf("\n");
      return { csp: kept.slice(0, cut), html: kept.slice(cut + 1) };
    }
    const page = await draw(key, slug, { kind: "idle" });
    if (page) pages.set(cacheKey, key.version, `${page.csp}\n${page.html}`);
    return page;
  }

  app.get(
    "/sites/:slug",
    {
      schema: {
        hide,
        tags,
        summary: "A published contractor website (HTML, no script)",
        params: slugParam,
        querystring: z.object({ sent: z.string().max(10).optional() }),
        produces: ["text/html"],
        response: { 200: html },
      },
    },
    async (request, reply) => {
      const slug = request.params.slug.toLowerCase();
      const key = await publishedSiteKey(database, slug);
      const page =
        key && (request.query.sent === "1" ? await draw(key, slug, { kind: "sent" }) : await idlePage(key, slug));
      if (!page) return notFoundPage(reply);
      return sendSitePage(reply.header("cache-control", "no-cache"), page);
    },
  );

  /** One of the published site's pictures (a photo the published copy shows, and no other). */
  async function sendSiteImage(reply: FastifyReply, slug: string, photoId: string, variant: "image" | "thumb") {
    const key = await publishedSiteKey(database, slug.toLowerCase());
    const published = key ? await publishedContent(db, key.id) : null;
    if (!key || !published || !imageIdsOf(published.content).includes(photoId)) return notFoundPage(reply);
    const file = await photoFile(db, { organizationId: key.organizationId }, photoId, variant);
    const object = await storage.open(file.key);
    if (!object) return notFoundPage(reply);
    return sendStoredImage(reply, object, file.contentType, "public, max-age=3600");
  }

  const imageSchema = (summary: string) => ({
    hide,
    tags,
    summary,
    params: imageParams,
    response: { 200: z.any().describe("The image (image/jpeg).") },
  });
  app.get(
    "/sites/:slug/images/:photo",
    { schema: imageSchema("A published site's picture (at most 1600 px)") },
    async (request, reply) => sendSiteImage(reply, request.params.slug, request.params.photo, "image"),
  );
  app.get(
    "/sites/:slug/images/:photo/small",
    { schema: imageSchema("A published site's picture, small (at most 320 px)") },
    async (request, reply) => sendSiteImage(reply, request.params.slug, request.params.photo, "thumb"),
  );

  app.get(
    "/sites/:slug/logo/:file",
    {
      schema: {
        hide,
        tags,
        summary: "The company logo of a published site (PNG)",
        params: fileParams,
        response: { 200: z.any().describe("The image (image/png).") },
      },
    },
    async (request, reply) => {
      const key = await publishedSiteKey(database, request.params.slug.toLowerCase());
      const logoKey = key
        ? await currentLogoKey(db, { organizationId: key.organizationId }, request.params.file)
        : null;
      const object = logoKey ? await storage.open(logoKey) : null;
      if (!object) return notFoundPage(reply);
      return sendStoredImage(reply, object, "image/png", "public, max-age=3600");
    },
  );

  app.get(
    "/sites/_fonts/:file",
    {
      schema: {
        hide,
        tags,
        summary: "A font the published sites use (WOFF2)",
        params: z.object({ file: z.string().min(1).max(100) }),
        response: { 200: z.any().describe("The font (font/woff2).") },
      },
    },
    async (request, reply) => {
      const font = siteFontFile(request.params.file);
      if (!font) return notFoundPage(reply);
      const size = (await fs.promises.stat(font.path)).size;
      return reply
        .type("font/woff2")
        .header("content-length", size)
        .header("cache-control", "public, max-age=31536000, immutable")
        .send(fs.createReadStream(font.path));
    },
  );

  app.post(
    "/sites/:slug/contact",
    {
      schema: {
        hide,
        tags,
        summary: "The contact form of a published site (an HTML form post; answers a page or a redirect)",
        description:
          "Name, e-mail and message are needed; the message reaches the organization's inbox and its admins by e-mail. Limited per address and per site.",
        params: slugParam,
        body: contactFormBody,
        produces: ["text/html"],
        // Its pages (400, 404, 429) are HTML, and a body Fastify refuses answers its JSON 400: neither is declared here.
        response: { 303: z.null().describe("Sent: back to the site's contact section.") },
      },
      onRequest: countPost,
    },
    async (request, reply) => {
      const slug = request.params.slug.toLowerCase();
      const { key, retryAfter } = countedPosts.get(request) ?? { key: null, retryAfter: null };
      if (!key) return notFoundPage(reply);
      const sentPath = safeNextPath(`${publishedSitePath(slug)}?sent=1#contact`) ?? "/";
      const body = request.body;
      if (retryAfter !== null)
        return redrawWithError(
          reply.header("retry-after", String(retryAfter)),
          key,
          slug,
          429,
          SITE_MSG.contactLimited,
          body,
        );
      // A robot filled the field people cannot see: it is told "sent", and nothing is kept.
      if (body.company_website.trim() !== "") return reply.redirect(sentPath, 303);
      const parsed = siteContactInput.safeParse(body);
      if (!parsed.success)
        return redrawWithError(reply, key, slug, 400, parsed.error.issues[0]?.message ?? SITE_MSG.contactMissing, body);
      const message = parsed.data;
      await saveSiteMessage(db, key.organizationId, message);
      const from = message.name.replace(/[\r\n]+/g, " ");
      for (const to of await adminEmails(db, key.organizationId)) {
        await mailer.send({
          to,
          subject: `New message from your website: ${from}`,
          text: `${from} <${message.email}>${message.phone ? `, ${message.phone}` : ""} wrote through your website (/sites/${slug}):\n\n${message.message}\n\nIt is also in the Website Builder's inbox.`,
        });
      }
      return reply.redirect(sentPath, 303);
    },
  );

  async function redrawWithError(
    reply: FastifyReply,
    key: PublishedSiteKey,
    slug: string,
    status: number,
    message: string,
    body: ContactFormBody,
  ) {
    const values = { name: body.name, email: body.email, phone: body.phone, message: body.message };
    const page = await draw(key, slug, { kind: "error", message, values });
    if (!page) return notFoundPage(reply);
    return sendSitePage(reply.code(status).header("cache-control", "no-store"), page);
  }
};
