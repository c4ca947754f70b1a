import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { deletedResponse, errorResponses, fileResponse, idParam } from "../../shared/contracts/common.ts";
import { requireScope } from "../../server/platform/access.ts";
import { requireFeature } from "../../server/platform/plan-gate.ts";
import { removePhotoFiles } from "../../server/platform/photos-files.ts";
import { countReportPdf, sendPdfFile } from "../../server/platform/report-download.ts";
import { serve } from "../../server/platform/serve.ts";
import {
  projectParam,
  punchItem,
  punchItemInput,
  punchItemUpdate,
  punchList,
  punchListQuery,
  punchMoveInput,
  punchPdfQuery,
} from "./punch-lists.contract.ts";
import { punchListEndpoints } from "./punch-lists.routes.ts";
import {
  createPunchItem,
  deletePunchItem,
  getPunchItem,
  listPunchItems,
  movePunch,
  updatePunchItem,
} from "./punch-lists.queries.ts";
import { punchListFileName, punchListPdf } from "./punch-list-pdf.server.ts";
import { punchListSheet } from "./punch-list-files.queries.ts";

const tags = ["punch lists"];

/**
 * Punch lists (issue 31): a project's items with location, trade or assignee, photos and due date; Open → Ready
 * for Review → Closed, or Rejected back to Open with a note. From the Professional plan (field operations). Viewers
 * read; members add, edit and mark Ready for Review; an admin or the item's creator closes, rejects and deletes.
 */
export const punchListRoutes: FastifyPluginAsyncZod = async (app) => {
  requireFeature(app, "field_operations", "Punch Lists");
  // A viewer's write is refused before its body is read (a read-only role learns nothing from validation).
  app.addHook("preValidation", async (request) => {
    if (request.method !== "GET" && request.method !== "HEAD") await requireScope(request, "write");
  });
  const { db, storage, limits } = app.deps;
  const e = punchListEndpoints;

  serve(
    app,
    e.list,
    {
      schema: {
        tags,
        summary: "A page of punch items, newest first, by project, status, assignee and location (contains)",
        querystring: punchListQuery,
        response: { 200: punchList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listPunchItems(db, await requireScope(request, "read"), request.query),
  );

  serve(
    app,
    e.one,
    {
      schema: {
        tags,
        summary: "One punch item with its photos and history",
        params: idParam,
        response: { 200: punchItem, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getPunchItem(db, await requireScope(request, "read"), request.params.id),
  );

  serve(
    app,
    e.create,
    {
      schema: {
        tags,
        summary:
          "Add a punch item to a project (Open): 201 with the new item, or 200 with the one already made under the same clientKey (sent again from a device that was offline)",
        body: punchItemInput,
        response: { 200: punchItem, 201: punchItem, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { item, created } = await createPunchItem(db, await requireScope(request, "write"), request.body);
      return reply.code(created ? 201 : 200).send(item);
    },
  );

  serve(
    app,
    e.update,
    {
      schema: {
        tags,
        summary:
          "Change a punch item's location, description, trade, assignee, due date and photos (not a closed one's)",
        params: idParam,
        body: punchItemUpdate,
        response: { 200: punchItem, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { item, removed } = await updatePunchItem(
        db,
        await requireScope(request, "write"),
        request.params.id,
        request.body,
      );
      await removePhotoFiles(storage, removed, request.log);
      return item;
    },
  );

  serve(
    app,
    e.move,
    {
      schema: {
        tags,
        summary:
          "Move a punch item: ready_for_review (any member, from Open), close or reject with a note (an admin or the item's creator, from Ready for Review)",
        params: idParam,
        body: punchMoveInput,
        response: { 200: punchItem, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => movePunch(db, await requireScope(request, "write"), request.params.id, request.body),
  );

  serve(
    app,
    e.delete,
    {
      schema: {
        tags,
        summary: "Delete a punch item and its photos (an admin or the item's creator)",
        params: idParam,
        response: { 200: deletedResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const files = await deletePunchItem(db, await requireScope(request, "write"), request.params.id);
      await removePhotoFiles(storage, files, request.log);
      return { id: request.params.id, deleted: true as const };
    },
  );

  serve(
    app,
    e.pdf,
    {
      schema: {
        tags,
        summary: "A project's punch list as a PDF download, each item with its photos (punch-list-{project}.pdf)",
        params: projectParam,
        querystring: punchPdfQuery,
        produces: ["application/pdf"],
        response: { 200: fileResponse("punch-list-{project}.pdf"), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const scope = await requireScope(request, "read");
      const sheet = await punchListSheet(db, storage, scope, request.params.projectId, request.query);
      await countReportPdf(db, scope.userId, limits);
      return sendPdfFile(reply, punchListFileName(sheet.projectName), await punchListPdf(sheet));
    },
  );
};
