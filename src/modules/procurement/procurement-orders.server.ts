import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { utcToday } from "../../shared/calendar.ts";
import { deletedResponse, errorResponses, fileResponse, idParam } from "../../shared/contracts/common.ts";
import { requireScope } from "../../server/platform/access.ts";
import { serve } from "../../server/platform/serve.ts";
import { procurementEndpoints } from "./procurement.routes.ts";
import { organizationNameOf } from "../../server/platform/organization-rows.ts";
import { badRequest } from "../../server/platform/errors.ts";
import { reportPdfBuffer } from "../../server/platform/report-pdf.ts";
import { countReportPdf, sendPdfFile } from "../../server/platform/report-download.ts";
import {
  order,
  orderInput,
  orderList,
  orderListQuery,
  procurementReport,
  reportInput,
} from "./procurement.contract.ts";
import { PROCUREMENT_MSG } from "./procurement.constants.ts";
import {
  createOrder,
  deleteOrder,
  getOrder,
  listOrders,
  moveOrder,
  unsendOrder,
  updateOrder,
} from "./procurement-orders.queries.ts";
import { generateProcurementReport, getProcurementReportRecord } from "./procurement-reports.queries.ts";
import { purchaseOrderDocument, sendProcurementReport } from "./procurement-files.server.ts";
import { purchaseOrderEmail } from "./procurement-email.server.ts";

/** Purchase orders (draft → sent → received, or cancelled) and the inventory report; under procurement's plan gate. */
export const purchaseOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, limits, mailer } = app.deps;
  const tags = ["procurement"];

  serve(
    app,
    procurementEndpoints.orders,
    {
      schema: {
        tags,
        summary: "A page of purchase orders, newest first, by number or supplier, status and supplier",
        querystring: orderListQuery,
        response: { 200: orderList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listOrders(db, await requireScope(request, "read"), request.query),
  );

  serve(
    app,
    procurementEndpoints.order,
    {
      schema: {
        tags,
        summary: "A purchase order with its lines",
        params: idParam,
        response: { 200: order, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getOrder(db, await requireScope(request, "read"), request.params.id),
  );

  serve(
    app,
    procurementEndpoints.createOrder,
    {
      schema: {
        tags,
        summary: "Create a draft purchase order with its lines (one transaction), numbered PO-year-sequence",
        body: orderInput,
        response: { 201: order, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createOrder(db, await requireScope(request, "write"), request.body, utcToday())),
  );

  serve(
    app,
    procurementEndpoints.updateOrder,
    {
      schema: {
        tags,
        summary: "Replace a draft order's supplier, date, notes and lines (409 once sent)",
        params: idParam,
        body: orderInput,
        response: { 200: order, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateOrder(db, await requireScope(request, "write"), request.params.id, request.body),
  );

  serve(
    app,
    procurementEndpoints.deleteOrder,
    {
      schema: {
        tags,
        summary: "Delete a draft or cancelled order (409 otherwise)",
        params: idParam,
        response: { 200: deletedResponse, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      await deleteOrder(db, await requireScope(request, "write"), request.params.id);
      return { id: request.params.id, deleted: true as const };
    },
  );

  serve(
    app,
    procurementEndpoints.sendOrder,
    {
      schema: {
        tags,
        summary: "Send a draft order to its supplier: e-mailed with its PDF attached, then Sent",
        params: idParam,
        response: { 200: order, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const scope = await requireScope(request, "write");
      const draft = await getOrder(db, scope, request.params.id);
      if (!draft.supplierEmail) throw badRequest(PROCUREMENT_MSG.supplierNoEmail);
      const sent = await moveOrder(db, scope, draft.id, "send");
      try {
        const organizationName = await organizationNameOf(db, scope);
        const pdf = await reportPdfBuffer(purchaseOrderDocument(sent, organizationName));
        await mailer.send(purchaseOrderEmail(sent, organizationName, pdf));
      } catch (err) {
        // Not recorded, not sent: the order goes back to draft, to be sent again.
        await unsendOrder(db, scope, draft.id);
        throw err;
      }
      return sent;
    },
  );

  serve(
    app,
    procurementEndpoints.receiveOrder,
    {
      schema: {
        tags,
        summary:
          "Receive a draft or sent order: every line's stock added in one transaction; a second receipt answers 409",
        params: idParam,
        response: { 200: order, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => moveOrder(db, await requireScope(request, "write"), request.params.id, "receive"),
  );

  serve(
    app,
    procurementEndpoints.cancelOrder,
    {
      schema: {
        tags,
        summary: "Cancel a draft or sent order",
        params: idParam,
        response: { 200: order, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => moveOrder(db, await requireScope(request, "write"), request.params.id, "cancel"),
  );

  serve(
    app,
    procurementEndpoints.orderPdf,
    {
      schema: {
        tags,
        summary: "A purchase order as a PDF download",
        params: idParam,
        produces: ["application/pdf"],
        response: { 200: fileResponse("PO-YYYY-NNNN.pdf"), ...errorResponses(401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const scope = await requireScope(request, "read");
      const found = await getOrder(db, scope, request.params.id);
      await countReportPdf(db, scope.userId, limits);
      const pdf = await reportPdfBuffer(purchaseOrderDocument(found, await organizationNameOf(db, scope)));
      return sendPdfFile(reply, `${found.number}.pdf`, pdf);
    },
  );

  serve(
    app,
    procurementEndpoints.generateReport,
    {
      schema: {
        tags,
        summary: "Generate and save an inventory report (items, stock value, open orders)",
        body: reportInput,
        response: { 201: procurementReport, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await generateProcurementReport(db, await requireScope(request, "write"), request.body?.today ?? utcToday()),
        ),
  );

  serve(
    app,
    procurementEndpoints.report,
    {
      schema: {
        tags,
        summary: "A saved inventory report's figures",
        params: idParam,
        response: { 200: procurementReport, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      (await getProcurementReportRecord(db, await requireScope(request, "read"), request.params.id)).report,
  );

  for (const format of ["pdf", "xlsx", "csv"] as const) {
    serve(
      app,
      procurementEndpoints.reportFiles[format],
      {
        schema: {
          tags,
          summary: `A saved inventory report as a ${format.toUpperCase()} download`,
          params: idParam,
          response: {
            200: fileResponse(`inventory-report-YYYY-MM-DD.${format}`),
            ...errorResponses(401, 403, 404, 429),
          },
        },
      },
      async (request, reply) => {
        const scope = await requireScope(request, "read");
        const record = await getProcurementReportRecord(db, scope, request.params.id);
        if (format === "pdf") await countReportPdf(db, scope.userId, limits);
        return sendProcurementReport(reply, record, format);
      },
    );
  }
};
