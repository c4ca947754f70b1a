import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { deletedResponse, errorResponses, idParam } from "../../shared/contracts/common.ts";
import { requireFeature } from "../../server/platform/plan-gate.ts";
import { requireScope } from "../../server/platform/access.ts";
import { sendJsonText } from "../../server/platform/http.ts";
import { serve } from "../../server/platform/serve.ts";
import { project, projectInput, projectList, projectListQuery } from "./projects.contract.ts";
import { createProject, deleteProject, getProject, listProjectsJson, updateProject } from "./projects.queries.ts";
import { projectsEndpoints } from "./projects.routes.ts";

export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  requireFeature(app, "projects", "Projects");
  const { db, database } = app.deps;
  const tags = ["projects"];

  serve(
    app,
    projectsEndpoints.projects,
    {
      schema: {
        tags,
        summary: "A page of the organization's projects, newest first, with client and manager",
        querystring: projectListQuery,
        response: { 200: projectList, ...errorResponses(400, 401, 403) },
      },
    },
    // Sent as the JSON text the database built (the list's hot path; its shape is checked by the API tests).
    async (request, reply) => {
      const json = await listProjectsJson(database, await requireScope(request, "read"), request.query);
      return sendJsonText(reply, json);
    },
  );

  serve(
    app,
    projectsEndpoints.project,
    {
      schema: {
        tags,
        summary: "One project",
        params: idParam,
        response: { 200: project, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getProject(db, await requireScope(request, "read"), request.params.id),
  );

  serve(
    app,
    projectsEndpoints.createProject,
    {
      schema: {
        tags,
        summary: "Create a project",
        body: projectInput,
        response: { 201: project, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createProject(db, await requireScope(request, "write"), request.body)),
  );

  serve(
    app,
    projectsEndpoints.updateProject,
    {
      schema: {
        tags,
        summary: "Update a project",
        params: idParam,
        body: projectInput,
        response: { 200: project, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateProject(db, await requireScope(request, "write"), request.params.id, request.body),
  );

  serve(
    app,
    projectsEndpoints.deleteProject,
    {
      schema: {
        tags,
        summary: "Delete a project and its tasks",
        params: idParam,
        response: { 200: deletedResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const scope = await requireScope(request, "write");
      await deleteProject(db, scope, request.params.id);
      return { id: request.params.id, deleted: true as const };
    },
  );
};
