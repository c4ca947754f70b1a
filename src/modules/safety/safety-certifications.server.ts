import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { utcToday } from "../../shared/calendar.ts";
import { deletedResponse, errorResponses, idParam } from "../../shared/contracts/common.ts";
import { requireScope } from "../../server/platform/access.ts";
import { certification, certificationInput, certificationList, certificationListQuery, todayQuery } from "./safety.contract.ts";
import { createCertification, deleteCertification, getCertification, listCertifications, updateCertification } from "./safety-certifications.queries.ts";

/** Safety certifications, their status (valid, expiring, expired) computed as of the caller's today. */
export const safetyCertificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ["safety"];

  app.get(
    "/api/safety/certifications",
    {
      schema: {
        tags,
        summary: "A page of the organization's safety certifications, soonest expiry first, with their status as of the caller's today (and filtered by it)",
        querystring: certificationListQuery,
        response: { 200: certificationList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listCertifications(db, await requireScope(request, "read"), request.query, request.query.today ?? utcToday()),
  );

  app.get(
    "/api/safety/certifications/:id",
    {
      schema: { tags, summary: "One safety certification with its status as of the caller's today", params: idParam, querystring: todayQuery, response: { 200: certification, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => getCertification(db, await requireScope(request, "read"), request.params.id, request.query.today ?? utcToday()),
  );

  app.post(
    "/api/safety/certifications",
    {
      schema: { tags, summary: "Add a safety certification", querystring: todayQuery, body: certificationInput, response: { 201: certification, ...errorResponses(400, 401, 403) } },
    },
    async (request, reply) =>
      reply.code(201).send(await createCertification(db, await requireScope(request, "write"), request.body, request.query.today ?? utcToday())),
  );

  app.put(
    "/api/safety/certifications/:id",
    {
      schema: {
        tags,
        summary: "Change every field of a safety certification",
        params: idParam,
        querystring: todayQuery,
        body: certificationInput,
        response: { 200: certification, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateCertification(db, await requireScope(request, "write"), request.params.id, request.body, request.query.today ?? utcToday()),
  );

  app.delete(
    "/api/safety/certifications/:id",
    { schema: { tags, summary: "Delete a safety certification", params: idParam, response: { 200: deletedResponse, ...errorResponses(401, 403, 404) } } },
    async (request) => {
      await deleteCertification(db, await requireScope(request, "write"), request.params.id);
      return { id: request.params.id, deleted: true as const };
    },
  );
};
