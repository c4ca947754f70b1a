import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { deletedResponse, errorResponses, idParam } from "../../shared/contracts/common.ts";
import { requireScope } from "../../server/platform/access.ts";
import { serve } from "../../server/platform/serve.ts";
import { qualityEndpoints } from "./quality.routes.ts";
import { removePhotoFiles } from "../../server/platform/photos-files.ts";
import {
  inspection,
  inspectionInput,
  inspectionList,
  inspectionListQuery,
  inspectionResultsInput,
} from "./quality.contract.ts";
import {
  createInspection,
  deleteInspection,
  getInspection,
  listInspections,
  recordResults,
} from "./quality-inspections.queries.ts";

/** Inspections: New Inspection (once per client key), the list, one inspection, recording results (once per client key), delete. */
export const qualityInspectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;
  const tags = ["quality"];

  serve(
    app,
    qualityEndpoints.inspections,
    {
      schema: {
        tags,
        summary:
          "A page of the organization's inspections, newest inspection date first, searched by title or location and filtered by status",
        querystring: inspectionListQuery,
        response: { 200: inspectionList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listInspections(db, await requireScope(request, "read"), request.query),
  );

  serve(
    app,
    qualityEndpoints.inspection,
    {
      schema: {
        tags,
        summary: "One inspection with its items and photos",
        params: idParam,
        response: { 200: inspection, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getInspection(db, await requireScope(request, "read"), request.params.id),
  );

  serve(
    app,
    qualityEndpoints.createInspection,
    {
      schema: {
        tags,
        summary:
          "New Inspection (title, location and inspector required; status and defects derived from the items): 201 with the new inspection, or 200 with the one already made under the same clientKey (a re-send from a device that was offline)",
        body: inspectionInput,
        response: { 200: inspection, 201: inspection, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { inspection: made, created } = await createInspection(
        db,
        await requireScope(request, "write"),
        request.body,
      );
      return reply.code(created ? 201 : 200).send(made);
    },
  );

  serve(
    app,
    qualityEndpoints.recordResults,
    {
      schema: {
        tags,
        summary:
          "Record the inspection's results: every item's result (pending, passed, failed, warning) and notes; the status and defects count follow. Applied once per clientKey: a re-sent submission changes nothing and answers the inspection; a key already used for another inspection answers 409",
        params: idParam,
        body: inspectionResultsInput,
        response: { 200: inspection, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      (await recordResults(db, await requireScope(request, "write"), request.params.id, request.body)).inspection,
  );

  serve(
    app,
    qualityEndpoints.deleteInspection,
    {
      schema: {
        tags,
        summary: "Delete an inspection with its recorded results and photos",
        params: idParam,
        response: { 200: deletedResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const keys = await deleteInspection(db, await requireScope(request, "write"), request.params.id);
      await removePhotoFiles(storage, keys, request.log);
      return { id: request.params.id, deleted: true as const };
    },
  );
};
