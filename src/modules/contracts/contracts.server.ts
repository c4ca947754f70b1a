import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { utcToday } from "../../shared/calendar.ts";
import { deletedResponse, errorResponses, fileResponse, idParam } from "../../shared/contracts/common.ts";
import { requireFeature } from "../../server/platform/plan-gate.ts";
import { requireScope } from "../../server/platform/access.ts";
import { serve } from "../../server/platform/serve.ts";
import { contractsEndpoints } from "./contracts.routes.ts";
import { countReportPdf } from "../../server/platform/report-download.ts";
import {
  contract,
  contractInput,
  contractList,
  contractListQuery,
  contractReport,
  contractSummary,
  reportInput,
  todayQuery,
} from "./contracts.contract.ts";
import {
  contractSummary as summarize,
  createContract,
  deleteContract,
  getContract,
  listContracts,
  updateContract,
} from "./contracts.queries.ts";
import { generateReport, getReportRecord } from "./contract-reports.queries.ts";
import { sendContractsReport } from "./report-files.server.ts";

export const contractRoutes: FastifyPluginAsyncZod = async (app) => {
  requireFeature(app, "contracts", "Contracts");
  const { db, limits } = app.deps;
  const tags = ["contracts"];

  serve(
    app,
    contractsEndpoints.contracts,
    {
      schema: {
        tags,
        summary: "A page of the organization's contracts, newest first, with their project",
        querystring: contractListQuery,
        response: { 200: contractList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listContracts(db, await requireScope(request, "read"), request.query),
  );

  serve(
    app,
    contractsEndpoints.summary,
    {
      schema: {
        tags,
        summary: "The four cards: Active, Pending Review, Completed, Expiring Soon (judged against the caller's today)",
        querystring: todayQuery,
        response: { 200: contractSummary, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => summarize(db, await requireScope(request, "read"), request.query.today ?? utcToday()),
  );

  serve(
    app,
    contractsEndpoints.contract,
    {
      schema: {
        tags,
        summary: "One contract",
        params: idParam,
        response: { 200: contract, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getContract(db, await requireScope(request, "read"), request.params.id),
  );

  serve(
    app,
    contractsEndpoints.createContract,
    {
      schema: {
        tags,
        summary: "Create a contract",
        body: contractInput,
        response: { 201: contract, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createContract(db, await requireScope(request, "write"), request.body)),
  );

  serve(
    app,
    contractsEndpoints.updateContract,
    {
      schema: {
        tags,
        summary: "Update a contract",
        params: idParam,
        body: contractInput,
        response: { 200: contract, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateContract(db, await requireScope(request, "write"), request.params.id, request.body),
  );

  serve(
    app,
    contractsEndpoints.deleteContract,
    {
      schema: {
        tags,
        summary: "Delete a contract (its documents stay in the Document Hub, detached)",
        params: idParam,
        response: { 200: deletedResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await deleteContract(db, await requireScope(request, "write"), request.params.id);
      return { id: request.params.id, deleted: true as const };
    },
  );

  serve(
    app,
    contractsEndpoints.generateReport,
    {
      schema: {
        tags,
        summary: "Generate and save a contracts report (its figures and the contracts it covers)",
        body: reportInput,
        response: { 201: contractReport, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const scope = await requireScope(request, "write");
      return reply.code(201).send(await generateReport(db, scope, request.body?.today ?? utcToday()));
    },
  );

  serve(
    app,
    contractsEndpoints.report,
    {
      schema: {
        tags,
        summary: "A saved contracts report's figures",
        params: idParam,
        response: { 200: contractReport, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => (await getReportRecord(db, await requireScope(request, "read"), request.params.id)).report,
  );

  serve(
    app,
    contractsEndpoints.reportFiles.pdf,
    {
      schema: {
        tags,
        summary: "A saved contracts report as a PDF download",
        params: idParam,
        produces: ["application/pdf"],
        response: { 200: fileResponse("contracts-report-YYYY-MM-DD.pdf"), ...errorResponses(401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const scope = await requireScope(request, "read");
      const record = await getReportRecord(db, scope, request.params.id);
      await countReportPdf(db, scope.userId, limits);
      return sendContractsReport(reply, record, "pdf");
    },
  );

  serve(
    app,
    contractsEndpoints.reportFiles.csv,
    {
      schema: {
        tags,
        summary: "A saved contracts report as a CSV download",
        params: idParam,
        produces: ["text/csv"],
        response: { 200: fileResponse("contracts-report-YYYY-MM-DD.csv"), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) =>
      sendContractsReport(
        reply,
        await getReportRecord(db, await requireScope(request, "read"), request.params.id),
        "csv",
      ),
  );

  serve(
    app,
    contractsEndpoints.reportFiles.xlsx,
    {
      schema: {
        tags,
        summary: "A saved contracts report as an Excel workbook (XLSX) download",
        params: idParam,
        produces: ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
        response: { 200: fileResponse("contracts-report-YYYY-MM-DD.xlsx"), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) =>
      sendContractsReport(
        reply,
        await getReportRecord(db, await requireScope(request, "read"), request.params.id),
        "xlsx",
      ),
  );
};
