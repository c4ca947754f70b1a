import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { utcToday } from "../../shared/calendar.ts";
import { deletedResponse, errorResponses, fileResponse, idParam } from "../../shared/contracts/common.ts";
import { countReportPdf } from "../../server/platform/report-download.ts";
import { requireFeature } from "../../server/platform/plan-gate.ts";
import { requireScope } from "../../server/platform/access.ts";
import { serve } from "../../server/platform/serve.ts";
import { financeEndpoints } from "./finance.routes.ts";
import {
  financeReport,
  financeSummary,
  importInput,
  reportInput,
  importPreview,
  importResult,
  projectFinancials,
  projectFinancialsList,
  statusInput,
  summaryQuery,
  transaction,
  transactionInput,
  transactionList,
  transactionListQuery,
} from "./finance.contract.ts";
import {
  changeTransactionStatus,
  createTransaction,
  deleteTransaction,
  getTransaction,
  listTransactions,
  updateTransaction,
} from "./finance.queries.ts";
import { financeSummary as summarize, listProjectFinancials, projectFinancialsOf } from "./finance-figures.queries.ts";
import { previewImport, runImport } from "./finance-import.queries.ts";
import { generateFinanceReport, getFinanceReportRecord } from "./finance-reports.queries.ts";
import { sendFinanceReport } from "./finance-report-files.server.ts";

export const financeRoutes: FastifyPluginAsyncZod = async (app) => {
  requireFeature(app, "finance_procurement_hr", "Finance");
  const { db, limits } = app.deps;
  const tags = ["finance"];

  serve(
    app,
    financeEndpoints.transactions,
    {
      schema: {
        tags,
        summary:
          "A page of the organization's transactions, newest date first, filtered by text, type, category, status, project and period",
        querystring: transactionListQuery,
        response: { 200: transactionList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listTransactions(db, await requireScope(request, "read"), request.query),
  );

  serve(
    app,
    financeEndpoints.transaction,
    {
      schema: {
        tags,
        summary: "One transaction",
        params: idParam,
        response: { 200: transaction, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getTransaction(db, await requireScope(request, "read"), request.params.id),
  );

  serve(
    app,
    financeEndpoints.createTransaction,
    {
      schema: {
        tags,
        summary: "Record a transaction (it starts Pending)",
        body: transactionInput,
        response: { 201: transaction, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createTransaction(db, await requireScope(request, "write"), request.body)),
  );

  serve(
    app,
    financeEndpoints.updateTransaction,
    {
      schema: {
        tags,
        summary: "Change a pending transaction (a cleared or void one answers 409)",
        params: idParam,
        body: transactionInput,
        response: { 200: transaction, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateTransaction(db, await requireScope(request, "write"), request.params.id, request.body),
  );

  serve(
    app,
    financeEndpoints.changeStatus,
    {
      schema: {
        tags,
        summary: "Clear or void a transaction: Pending → Cleared or Void, Cleared → Void (any other move answers 409)",
        params: idParam,
        body: statusInput,
        response: { 200: transaction, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      changeTransactionStatus(db, await requireScope(request, "write"), request.params.id, request.body.status),
  );

  serve(
    app,
    financeEndpoints.deleteTransaction,
    {
      schema: {
        tags,
        summary: "Delete a pending transaction (a cleared or void one is voided instead and answers 409)",
        params: idParam,
        response: { 200: deletedResponse, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      await deleteTransaction(db, await requireScope(request, "write"), request.params.id);
      return { id: request.params.id, deleted: true as const };
    },
  );

  serve(
    app,
    financeEndpoints.summary,
    {
      schema: {
        tags,
        summary: "The summary cards over a period and project: cleared income and expenses, net, and pending",
        querystring: summaryQuery,
        response: { 200: financeSummary, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => summarize(db, await requireScope(request, "read"), request.query),
  );

  serve(
    app,
    financeEndpoints.projects,
    {
      schema: {
        tags,
        summary: "Every project's budget, spent, received, remaining and share used, by name",
        response: { 200: projectFinancialsList, ...errorResponses(401, 403) },
      },
    },
    async (request) => listProjectFinancials(db, await requireScope(request, "read")),
  );

  serve(
    app,
    financeEndpoints.project,
    {
      schema: {
        tags,
        summary: "One project's financials",
        params: idParam,
        response: { 200: projectFinancials, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => projectFinancialsOf(db, await requireScope(request, "read"), request.params.id),
  );

  serve(
    app,
    financeEndpoints.previewImport,
    {
      schema: {
        tags,
        summary:
          "Read a bank export (CSV): the transactions it would create and the rows refused, each with its line and reason; nothing is stored",
        body: importInput,
        response: { 200: importPreview, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => previewImport(db, await requireScope(request, "write"), request.body),
  );

  serve(
    app,
    financeEndpoints.runImport,
    {
      schema: {
        tags,
        summary:
          "Import a bank export (CSV): every accepted row as a Pending transaction, in one transaction; refused rows are listed",
        body: importInput,
        response: { 201: importResult, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await runImport(db, await requireScope(request, "write"), request.body)),
  );

  serve(
    app,
    financeEndpoints.generateReport,
    {
      schema: {
        tags,
        summary:
          "Generate and save a finance report of a period and project: the summary, figures by category and project, and every transaction",
        body: reportInput,
        response: { 201: financeReport, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const scope = await requireScope(request, "write");
      return reply
        .code(201)
        .send(await generateFinanceReport(db, scope, request.body, request.body.today ?? utcToday()));
    },
  );

  serve(
    app,
    financeEndpoints.report,
    {
      schema: {
        tags,
        summary: "A saved finance report's figures",
        params: idParam,
        response: { 200: financeReport, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      (await getFinanceReportRecord(db, await requireScope(request, "read"), request.params.id)).report,
  );

  serve(
    app,
    financeEndpoints.reportFiles.pdf,
    {
      schema: {
        tags,
        summary: "A saved finance report as a PDF download",
        params: idParam,
        produces: ["application/pdf"],
        response: { 200: fileResponse("finance-report-YYYY-MM-DD.pdf"), ...errorResponses(401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const scope = await requireScope(request, "read");
      const record = await getFinanceReportRecord(db, scope, request.params.id);
      await countReportPdf(db, scope.userId, limits);
      return sendFinanceReport(reply, record, "pdf");
    },
  );

  serve(
    app,
    financeEndpoints.reportFiles.xlsx,
    {
      schema: {
        tags,
        summary: "A saved finance report as an Excel workbook (XLSX) download",
        params: idParam,
        produces: ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
        response: { 200: fileResponse("finance-report-YYYY-MM-DD.xlsx"), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) =>
      sendFinanceReport(
        reply,
        await getFinanceReportRecord(db, await requireScope(request, "read"), request.params.id),
        "xlsx",
      ),
  );

  serve(
    app,
    financeEndpoints.reportFiles.csv,
    {
      schema: {
        tags,
        summary: "A saved finance report's transactions as a CSV download",
        params: idParam,
        produces: ["text/csv"],
        response: { 200: fileResponse("finance-report-YYYY-MM-DD.csv"), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) =>
      sendFinanceReport(
        reply,
        await getFinanceReportRecord(db, await requireScope(request, "read"), request.params.id),
        "csv",
      ),
  );
};
