import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { getCompany } from "../../server/account/company.queries.ts";
import { requireScope, type Scope } from "../../server/platform/access.ts";
import { removePhotoFiles, storePhoto } from "../../server/platform/photos-files.ts";
import { requireFeature } from "../../server/platform/plan-gate.ts";
import { serve } from "../../server/platform/serve.ts";
import { consume } from "../../server/platform/rate-limit.ts";
import { countUpload } from "../../server/platform/storage-usage.ts";
import { acceptRawBodies, uploadTempDir } from "../../server/platform/upload.ts";
import { deletedResponse, errorResponses, idParam } from "../../shared/contracts/common.ts";
import { photoUpload } from "../../shared/contracts/photos.ts";
import { photoThumbUrl, photoUrl } from "../../shared/photos.ts";
import { SITE_LIMITS, SITE_MSG } from "./websites.constants.ts";
import {
  draftChange,
  publishInput,
  siteAnswer,
  siteImageQuery,
  siteMessage,
  siteMessageChange,
  siteMessageList,
  siteMessageListQuery,
} from "./websites.contract.ts";
import { deleteSiteMessage, listSiteMessages, markSiteMessage } from "./websites-messages.queries.ts";
import { renderSitePage } from "./websites-page.server.ts";
import { sendSitePage } from "./websites-public.server.ts";
import { changeDraft, draftOf, getSite, publishSite, unpublishSite, type SiteChange } from "./websites.queries.ts";
import { websitesEndpoints } from "./websites.routes.ts";

/**
 * The website builder's routes for members (decision 0034): the site and its draft, picture uploads, the
 * preview, publish and unpublish, and the inbox of the published site's contact form. The published pages
 * themselves are websites-public.server.ts (no session, no plan gate).
 */
export const websiteRoutes: FastifyPluginAsyncZod = async (app) => {
  requireFeature(app, "website_builder", "Website Builder");
  const { db, storage, config, limits } = app.deps;
  const tags = ["websites"];
  acceptRawBodies(app, [/^image\//, "application/octet-stream"]);

  const companyNameOf = async (scope: Scope) => (await getCompany(db, scope)).name;
  /** A change's answer, once the pictures it let go of have left storage. */
  const settled = async (change: SiteChange, log: Parameters<typeof removePhotoFiles>[2]) => {
    await removePhotoFiles(storage, change.released, log);
    return change.site;
  };

  serve(
    app,
    websitesEndpoints.site,
    {
      schema: {
        tags,
        summary: "The organization's site: its draft and whether (and where) it is published",
        response: { 200: siteAnswer, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const scope = await requireScope(request, "read");
      return getSite(db, scope, await companyNameOf(scope));
    },
  );

  serve(
    app,
    websitesEndpoints.changeDraft,
    {
      schema: {
        tags,
        summary: "Save a change to the draft: the template, the theme, or a whole section (members who may write)",
        description:
          "Anything but the template needs a template chosen first. Pictures are ids of uploads (POST /api/websites/images).",
        body: draftChange,
        response: { 200: siteAnswer, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const scope = await requireScope(request, "write");
      return settled(await changeDraft(db, scope, request.body, await companyNameOf(scope)), request.log);
    },
  );

  serve(
    app,
    websitesEndpoints.uploadImage,
    {
      schema: {
        tags,
        summary: "Upload a picture for the hero (at most 5 MB) or a portfolio project (at most 2 MB)",
        description:
          "The image itself as the body, as for site photos (JPEG, PNG, WebP or GIF, judged by its content), kept as a JPEG of at most 1600 px with a 320 px copy.",
        querystring: siteImageQuery,
        response: { 201: photoUpload, ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const scope = await requireScope(request, "write");
      await consume(db, `photos:upload:${scope.userId}`, limits.photoUploadsPerAccount);
      await countUpload(db, limits, scope.organizationId);
      const hero = request.query.use === "hero";
      const limit = hero
        ? { maxBytes: SITE_LIMITS.heroImageBytes, tooLarge: SITE_MSG.heroImageTooLarge }
        : { maxBytes: SITE_LIMITS.portfolioImageBytes, tooLarge: SITE_MSG.portfolioImageTooLarge };
      return reply
        .code(201)
        .send(await storePhoto(request, db, storage, uploadTempDir(config.dataDir), scope, "", limit));
    },
  );

  serve(
    app,
    websitesEndpoints.preview,
    {
      schema: {
        tags,
        summary: "The draft drawn exactly as it would be published (HTML, for the builder's preview frame)",
        produces: ["text/html"],
        response: { 200: z.string().describe("The page (text/html)."), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const scope = await requireScope(request, "read");
      const company = await getCompany(db, scope);
      const page = renderSitePage({
        content: await draftOf(db, scope),
        company: { ...company, hasLogo: company.logoUrl !== null },
        base: "/sites/preview",
        imageUrl: (id, size) => (size === "small" ? photoThumbUrl(id) : photoUrl(id)),
        logoUrl: company.logoUrl,
        contact: { kind: "idle" },
        year: new Date().getUTCFullYear(),
        preview: true,
      });
      return sendSitePage(reply.header("cache-control", "private, no-store"), page);
    },
  );

  serve(
    app,
    websitesEndpoints.publish,
    {
      schema: {
        tags,
        summary: "Publish the draft at /sites/{slug}, replacing what was published in one step (members who may write)",
        body: publishInput,
        response: { 200: siteAnswer, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const scope = await requireScope(request, "write");
      return settled(await publishSite(db, scope, request.body.slug, await companyNameOf(scope)), request.log);
    },
  );

  serve(
    app,
    websitesEndpoints.unpublish,
    {
      schema: {
        tags,
        summary: "Take the published site down: its address answers 404 (members who may write)",
        response: { 200: siteAnswer, ...errorResponses(401, 403, 409) },
      },
    },
    async (request) => {
      const scope = await requireScope(request, "write");
      return settled(await unpublishSite(db, scope, await companyNameOf(scope)), request.log);
    },
  );

  serve(
    app,
    websitesEndpoints.messages,
    {
      schema: {
        tags,
        summary: "The inbox: messages sent through the published site's contact form, newest first",
        querystring: siteMessageListQuery,
        response: { 200: siteMessageList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listSiteMessages(db, await requireScope(request, "read"), request.query),
  );

  serve(
    app,
    websitesEndpoints.markMessage,
    {
      schema: {
        tags,
        summary: "Mark a message read or unread",
        params: idParam,
        body: siteMessageChange,
        response: { 200: siteMessage, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => markSiteMessage(db, await requireScope(request, "write"), request.params.id, request.body.read),
  );

  serve(
    app,
    websitesEndpoints.deleteMessage,
    {
      schema: {
        tags,
        summary: "Delete a message",
        params: idParam,
        response: { 200: deletedResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await deleteSiteMessage(db, await requireScope(request, "write"), request.params.id);
      return { id: request.params.id, deleted: true as const };
    },
  );
};
