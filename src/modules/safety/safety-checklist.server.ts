import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { deletedResponse, errorResponses, idParam } from "../../shared/contracts/common.ts";
import { requireScope } from "../../server/platform/access.ts";
import { serve } from "../../server/platform/serve.ts";
import { safetyEndpoints } from "./safety.routes.ts";
import { checklist, checklistCheckInput, checklistItem, checklistItemInput } from "./safety.contract.ts";
import {
  addChecklistItem,
  checkChecklistItem,
  deleteChecklistItem,
  getChecklist,
  renameChecklistItem,
} from "./safety-checklist.queries.ts";

/** The organization's compliance checklist: items added, renamed, checked (who and when) and deleted. */
export const safetyChecklistRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ["safety"];

  serve(
    app,
    safetyEndpoints.checklist,
    {
      schema: {
        tags,
        summary: "The whole compliance checklist in the order added, with its Compliance Rate",
        response: { 200: checklist, ...errorResponses(401, 403) },
      },
    },
    async (request) => getChecklist(db, await requireScope(request, "read")),
  );

  serve(
    app,
    safetyEndpoints.addChecklistItem,
    {
      schema: {
        tags,
        summary: "Add a checklist item (not compliant until checked); 409 when the checklist is full",
        body: checklistItemInput,
        response: { 201: checklistItem, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addChecklistItem(db, await requireScope(request, "write"), request.body.item)),
  );

  serve(
    app,
    safetyEndpoints.renameChecklistItem,
    {
      schema: {
        tags,
        summary: "Rename a checklist item (its check stays)",
        params: idParam,
        body: checklistItemInput,
        response: { 200: checklistItem, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      renameChecklistItem(db, await requireScope(request, "write"), request.params.id, request.body.item),
  );

  serve(
    app,
    safetyEndpoints.checkChecklistItem,
    {
      schema: {
        tags,
        summary: "Mark a checklist item compliant or not: records who checked it and when",
        params: idParam,
        body: checklistCheckInput,
        response: { 200: checklistItem, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      checkChecklistItem(db, await requireScope(request, "write"), request.params.id, request.body.compliant),
  );

  serve(
    app,
    safetyEndpoints.deleteChecklistItem,
    {
      schema: {
        tags,
        summary: "Delete a checklist item",
        params: idParam,
        response: { 200: deletedResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await deleteChecklistItem(db, await requireScope(request, "write"), request.params.id);
      return { id: request.params.id, deleted: true as const };
    },
  );
};
