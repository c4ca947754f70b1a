import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses, idParam } from "../../shared/contracts/common.ts";
import { requireScope } from "../../server/platform/access.ts";
import { serve } from "../../server/platform/serve.ts";
import {
  payApplication,
  payApplicationCreateInput,
  payApplicationList,
  payApplicationUpdateInput,
  projectParam,
} from "./job-finance.contract.ts";
import { jobFinanceEndpoints } from "./job-finance.routes.ts";
import {
  createPayApplication,
  getPayApplication,
  listPayApplications,
  movePayApplication,
  updatePayApplication,
} from "./pay-applications.queries.ts";

const tags = ["job finance"];

/** A project's pay applications (G702/G703), behind job finance's plan gate. */
export const payApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const { projects, payApplications } = jobFinanceEndpoints;

  serve(
    app,
    projects.payApplications,
    {
      schema: {
        tags,
        summary: "A project's pay applications, newest first, with each one's current payment due",
        params: projectParam,
        response: { 200: payApplicationList, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => listPayApplications(db, await requireScope(request, "read"), request.params.projectId),
  );
  serve(
    app,
    projects.createPayApplication,
    {
      schema: {
        tags,
        summary:
          "Start the project's next pay application for a period (or a retainage release); 409 while another is open",
        params: projectParam,
        body: payApplicationCreateInput,
        response: { 201: payApplication, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createPayApplication(db, await requireScope(request, "write"), request.params.projectId, request.body),
        ),
  );
  serve(
    app,
    payApplications.get,
    {
      schema: {
        tags,
        summary: "A pay application: its G703 lines and G702 summary, and what stops it being submitted",
        params: idParam,
        response: { 200: payApplication, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getPayApplication(db, await requireScope(request, "read"), request.params.id),
  );
  serve(
    app,
    payApplications.update,
    {
      schema: {
        tags,
        summary: "Save a draft's period and lines: work this period (E), materials stored (F), retainage",
        params: idParam,
        body: payApplicationUpdateInput,
        response: { 200: payApplication, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updatePayApplication(db, await requireScope(request, "write"), request.params.id, request.body),
  );
  for (const [entry, to, summary] of [
    [payApplications.submit, "submitted", "Submit a draft (400 while a line is past its scheduled value)"],
    [
      payApplications.approve,
      "approved",
      "Approve a submitted application; its current payment due becomes an invoice",
    ],
    [payApplications.markPaid, "paid", "Mark an approved application paid"],
  ] as const)
    serve(
      app,
      entry,
      {
        schema: {
          tags,
          summary,
          params: idParam,
          response: { 200: payApplication, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => movePayApplication(db, await requireScope(request, "write"), request.params.id, to),
    );
};
