import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { utcToday } from "../../shared/calendar.ts";
import { deletedResponse, errorResponses, idParam } from "../../shared/contracts/common.ts";
import { requireScope } from "../../server/platform/access.ts";
import { serve } from "../../server/platform/serve.ts";
import { fieldEndpoints } from "./field.routes.ts";
import { removePhotoFiles } from "../../server/platform/photos-files.ts";
import { newSiteInput, site, siteInput, siteList, siteListQuery, todayQuery } from "./field.contract.ts";
import { createSite, deleteSite, getSite, listSites, updateSite } from "./field-sites.queries.ts";

/** Sites: View All Sites (paged), one site, New Site Report (once per client key), Site Details, delete. */
export const fieldSiteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;
  const tags = ["field"];

  serve(
    app,
    fieldEndpoints.sites,
    {
      schema: {
        tags,
        summary:
          "A page of the organization's sites by name, with their status as of the caller's today, searched by name, location or supervisor and filtered by status",
        querystring: siteListQuery,
        response: { 200: siteList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      listSites(db, await requireScope(request, "read"), request.query, request.query.today ?? utcToday()),
  );

  serve(
    app,
    fieldEndpoints.site,
    {
      schema: {
        tags,
        summary: "One site, its status as of the caller's today",
        params: idParam,
        querystring: todayQuery,
        response: { 200: site, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      getSite(db, await requireScope(request, "read"), request.params.id, request.query.today ?? utcToday()),
  );

  serve(
    app,
    fieldEndpoints.createSite,
    {
      schema: {
        tags,
        summary:
          "New Site Report: 201 with the new site, or 200 with the one already made under the same clientKey (a re-send)",
        querystring: todayQuery,
        body: newSiteInput,
        response: { 200: site, 201: site, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { site: made, created } = await createSite(
        db,
        await requireScope(request, "write"),
        request.body,
        request.query.today ?? utcToday(),
      );
      return reply.code(created ? 201 : 200).send(made);
    },
  );

  serve(
    app,
    fieldEndpoints.updateSite,
    {
      schema: {
        tags,
        summary: "Site Details: change a site",
        params: idParam,
        querystring: todayQuery,
        body: siteInput,
        response: { 200: site, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      updateSite(
        db,
        await requireScope(request, "write"),
        request.params.id,
        request.body,
        request.query.today ?? utcToday(),
      ),
  );

  serve(
    app,
    fieldEndpoints.deleteSite,
    {
      schema: {
        tags,
        summary: "Delete a site with its daily reports and their photos",
        params: idParam,
        response: { 200: deletedResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const files = await deleteSite(db, await requireScope(request, "write"), request.params.id);
      await removePhotoFiles(storage, files, request.log);
      return { id: request.params.id, deleted: true as const };
    },
  );
};
