import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { deletedResponse, errorResponses, idParam } from "../../shared/contracts/common.ts";
import { getCompany } from "../../server/account/company.queries.ts";
import { requireScope } from "../../server/platform/access.ts";
import { serve } from "../../server/platform/serve.ts";
import { getProject } from "../projects/projects.queries.ts";
import {
  changeOrder,
  changeOrderInput,
  changeOrderList,
  sendChangeOrderInput,
  sendChangeOrderResult,
  projectParam,
} from "./job-finance.contract.ts";
import { jobFinanceEndpoints } from "./job-finance.routes.ts";
import {
  createChangeOrder,
  deleteChangeOrder,
  getChangeOrder,
  listChangeOrders,
  updateChangeOrder,
  voidChangeOrder,
} from "./change-orders.queries.ts";
import { issueChangeOrderLink } from "./change-order-links.queries.ts";
import { changeOrderEmail } from "./change-order-email.server.ts";

const tags = ["job finance"];

/** A project's change orders, the contractor's side (behind job finance's plan gate). */
export const changeOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mailer, config } = app.deps;
  const { projects, changeOrders } = jobFinanceEndpoints;

  serve(
    app,
    projects.changeOrders,
    {
      schema: {
        tags,
        summary: "A project's change orders, newest first, with the approved total and days and the pending total",
        params: projectParam,
        response: { 200: changeOrderList, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => listChangeOrders(db, await requireScope(request, "read"), request.params.projectId),
  );
  serve(
    app,
    projects.createChangeOrder,
    {
      schema: {
        tags,
        summary: "Draft a change order: its lines by cost code and type, an amount (a deduction below zero) and days",
        params: projectParam,
        body: changeOrderInput,
        response: { 201: changeOrder, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createChangeOrder(db, await requireScope(request, "write"), request.params.projectId, request.body),
        ),
  );
  serve(
    app,
    changeOrders.get,
    {
      schema: {
        tags,
        summary: "A change order with its lines",
        params: idParam,
        response: { 200: changeOrder, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getChangeOrder(db, await requireScope(request, "read"), request.params.id),
  );
  serve(
    app,
    changeOrders.update,
    {
      schema: {
        tags,
        summary: "Edit a draft or sent change order (a sent one goes back to draft; its link stops working)",
        params: idParam,
        body: changeOrderInput,
        response: { 200: changeOrder, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateChangeOrder(db, await requireScope(request, "write"), request.params.id, request.body),
  );
  serve(
    app,
    changeOrders.delete,
    {
      schema: {
        tags,
        summary: "Delete a draft change order (a sent one is voided instead)",
        params: idParam,
        response: { 200: deletedResponse, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      await deleteChangeOrder(db, await requireScope(request, "write"), request.params.id);
      return { id: request.params.id, deleted: true as const };
    },
  );
  serve(
    app,
    changeOrders.send,
    {
      schema: {
        tags,
        summary: "E-mail the client a link to approve or reject the change order (a new link revokes the earlier one)",
        params: idParam,
        body: sendChangeOrderInput,
        response: { 200: sendChangeOrderResult, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const scope = await requireScope(request, "write");
      const { id } = request.params;
      const { token, expiresAt } = await issueChangeOrderLink(db, scope, id, request.body.to);
      const order = await getChangeOrder(db, scope, id);
      const [company, project] = await Promise.all([getCompany(db, scope), getProject(db, scope, order.projectId)]);
      const link = `${config.appUrl}/view/change-orders/${token}`;
      await mailer.send(
        changeOrderEmail(
          order,
          { company: company.name, project: project.name, message: request.body.message },
          request.body.to,
          link,
          expiresAt,
        ),
      );
      return { changeOrder: order, sentTo: request.body.to, expiresAt: expiresAt.toISOString() };
    },
  );
  serve(
    app,
    changeOrders.void,
    {
      schema: {
        tags,
        summary: "Void a draft or sent change order (its link stops working)",
        params: idParam,
        response: { 200: changeOrder, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => voidChangeOrder(db, await requireScope(request, "write"), request.params.id),
  );
};
