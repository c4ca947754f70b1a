import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { deletedResponse, errorResponses, idParam } from "../../shared/contracts/common.ts";
import { requireFeature } from "../../server/platform/plan-gate.ts";
import { requireScope } from "../../server/platform/access.ts";
import { sendJsonText } from "../../server/platform/http.ts";
import { serve } from "../../server/platform/serve.ts";
import { task, taskInput, taskList, taskListQuery, taskPatch } from "./gantt.contract.ts";
import { createTask, deleteTask, getTask, listTasksJson, updateTask } from "./gantt.queries.ts";
import { ganttEndpoints } from "./gantt.routes.ts";

export const ganttRoutes: FastifyPluginAsyncZod = async (app) => {
  requireFeature(app, "gantt", "Gantt Chart");
  const { db, database } = app.deps;
  const tags = ["gantt"];

  serve(
    app,
    ganttEndpoints.tasks,
    {
      schema: {
        tags,
        summary: "The organization's tasks by start date; by project, or overlapping a date range",
        querystring: taskListQuery,
        response: { 200: taskList, ...errorResponses(400, 401, 403) },
      },
    },
    // Sent as the JSON text the database built (a Gantt loads thousands of tasks).
    async (request, reply) =>
      sendJsonText(reply, await listTasksJson(database, await requireScope(request, "read"), request.query)),
  );

  serve(
    app,
    ganttEndpoints.task,
    {
      schema: { tags, summary: "One task", params: idParam, response: { 200: task, ...errorResponses(401, 403, 404) } },
    },
    async (request) => getTask(db, await requireScope(request, "read"), request.params.id),
  );

  serve(
    app,
    ganttEndpoints.createTask,
    {
      schema: {
        tags,
        summary: "Add a task",
        body: taskInput,
        response: { 201: task, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createTask(db, await requireScope(request, "write"), request.body)),
  );

  serve(
    app,
    ganttEndpoints.updateTask,
    {
      schema: {
        tags,
        summary: "Change a task (a dragged bar sends only its dates)",
        params: idParam,
        body: taskPatch,
        response: { 200: task, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateTask(db, await requireScope(request, "write"), request.params.id, request.body),
  );

  serve(
    app,
    ganttEndpoints.deleteTask,
    {
      schema: {
        tags,
        summary: "Delete a task",
        params: idParam,
        response: { 200: deletedResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await deleteTask(db, await requireScope(request, "write"), request.params.id);
      return { id: request.params.id, deleted: true as const };
    },
  );
};
