import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../shared/contracts/common.ts";
import { requireScope } from "../../server/platform/access.ts";
import { countReportPdf } from "../../server/platform/report-download.ts";
import { serve } from "../../server/platform/serve.ts";
import { projectParam } from "./job-finance.contract.ts";
import { jobFinanceEndpoints } from "./job-finance.routes.ts";
import { lienWaiver, lienWaiverInput, lienWaiverList } from "./lien-waivers.contract.ts";
import { createLienWaiver, listLienWaivers } from "./lien-waivers.queries.ts";

const tags = ["job finance"];

/**
 * A project's lien waivers, behind job finance's plan gate: viewers list them, members and admins draw them. A
 * waiver's PDF counts against the account's report PDFs and is kept with the project's documents (in its storage).
 */
export const lienWaiverRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, limits, storage, config } = app.deps;
  const { projects } = jobFinanceEndpoints;

  serve(
    app,
    projects.lienWaivers,
    {
      schema: {
        tags,
        summary:
          "A project's lien waivers, newest first, each with its document; and the retainage still held (a final waiver waits until it is 0)",
        params: projectParam,
        response: { 200: lienWaiverList, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => listLienWaivers(db, await requireScope(request, "read"), request.params.projectId),
  );
  serve(
    app,
    projects.createLienWaiver,
    {
      schema: {
        tags,
        summary:
          "Draw a lien waiver (conditional or unconditional, progress or final) from one of the project's pay applications or payments; its PDF is stored with the project's documents. A final waiver only when no retainage is held (400)",
        params: projectParam,
        body: lienWaiverInput,
        response: { 201: lienWaiver, ...errorResponses(400, 401, 403, 404, 413, 429) },
      },
    },
    async (request, reply) => {
      const scope = await requireScope(request, "write");
      await countReportPdf(db, scope.userId, limits);
      const waiver = await createLienWaiver(
        db,
        { storage, limits: config },
        scope,
        request.params.projectId,
        request.body,
      );
      return reply.code(201).send(waiver);
    },
  );
};
