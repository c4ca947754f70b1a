import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { utcToday } from "../../shared/calendar.ts";
import { deletedResponse, errorResponses, fileResponse, idParam } from "../../shared/contracts/common.ts";
import { requireScope, type Scope } from "../../server/platform/access.ts";
import { badRequest } from "../../server/platform/errors.ts";
import { consume } from "../../server/platform/rate-limit.ts";
import { countReportPdf, sendPdfFile } from "../../server/platform/report-download.ts";
import { serve } from "../../server/platform/serve.ts";
import {
  createdDocument,
  documentListQuery,
  estimate,
  estimateInput,
  estimateList,
  invoice,
  invoiceInput,
  invoiceList,
  nextNumber,
  paymentInput,
  sendResult,
} from "./invoicing.contract.ts";
import { clientDocumentPath, INVOICING_MSG, type DocumentKind } from "./invoicing.constants.ts";
import { documentRow, getEstimate, getInvoice, listEstimates, listInvoices } from "./invoicing-documents.queries.ts";
import {
  createEstimate,
  createInvoice,
  deleteDocument,
  duplicateDocument,
  suggestNumber,
  updateEstimate,
  updateInvoice,
} from "./invoicing-document-writes.queries.ts";
import { documentEmail } from "./invoicing-email.server.ts";
import { issueClientLink } from "./invoicing-links.queries.ts";
import { deletePayment, recordPayment } from "./invoicing-payments.queries.ts";
import { renderSalesDocumentPdf, salesDocumentFileName } from "./invoicing-pdf.server.ts";
import { documentView } from "./invoicing-view.server.ts";
import { convertEstimate, markInvoiceSent, voidInvoice } from "./invoicing-workflow.queries.ts";
import { documentRoutes, invoicingEndpoints } from "./invoicing.routes.ts";

const paymentParams = z.object({ id: z.string().min(1).max(100), paymentId: z.string().min(1).max(100) });

/** Estimates and invoices: records, their PDF, sending to the client, conversion, payments. */
export const invoicingDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, database, storage, limits, mailer, config } = app.deps;
  /** The save routes' config: the spec's words for a signed-out visitor ("User not authenticated."), said first (caller-first.ts). */
  const signedOut = { signedOutMessage: INVOICING_MSG.notAuthenticated };

  const tags = ["invoicing"];
  const { estimates, invoices } = invoicingEndpoints;
  const get = (scope: Scope, kind: DocumentKind, id: string) =>
    kind === "estimate" ? getEstimate(db, scope, id, utcToday()) : getInvoice(db, scope, id, utcToday());

  serve(
    app,
    estimates.list,
    {
      schema: {
        tags,
        summary:
          "A page of estimates, newest date first, by number or client and status, with the totals of all that match",
        querystring: documentListQuery,
        response: { 200: estimateList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listEstimates(database, await requireScope(request, "read"), request.query, utcToday()),
  );
  serve(
    app,
    invoices.list,
    {
      schema: {
        tags,
        summary:
          "A page of invoices, newest date first, by number or client and status, with the totals and balance of all that match",
        querystring: documentListQuery,
        response: { 200: invoiceList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listInvoices(database, await requireScope(request, "read"), request.query, utcToday()),
  );

  for (const kind of ["estimate", "invoice"] as const) {
    serve(
      app,
      documentRoutes(kind).nextNumber,
      {
        schema: {
          tags,
          summary: `A free ${kind} number for a new one (prefix, year, four random digits)`,
          response: { 200: nextNumber, ...errorResponses(401, 403) },
        },
      },
      async (request) => ({ number: await suggestNumber(db, await requireScope(request, "read"), kind, utcToday()) }),
    );
  }

  serve(
    app,
    estimates.one,
    {
      schema: {
        tags,
        summary: "An estimate with its lines and the client's answer",
        params: idParam,
        response: { 200: estimate, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getEstimate(db, await requireScope(request, "read"), request.params.id, utcToday()),
  );
  serve(
    app,
    invoices.one,
    {
      schema: {
        tags,
        summary: "An invoice with its lines and payments",
        params: idParam,
        response: { 200: invoice, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getInvoice(db, await requireScope(request, "read"), request.params.id, utcToday()),
  );

  serve(
    app,
    estimates.create,
    {
      config: signedOut,
      schema: {
        tags,
        summary: "Save a new estimate with its items (one transaction)",
        body: estimateInput,
        response: { 201: estimate, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createEstimate(db, await requireScope(request, "write"), request.body, utcToday())),
  );
  serve(
    app,
    invoices.create,
    {
      config: signedOut,
      schema: {
        tags,
        summary: "Save a new invoice with its items (one transaction)",
        body: invoiceInput,
        response: { 201: invoice, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createInvoice(db, await requireScope(request, "write"), request.body, utcToday())),
  );
  serve(
    app,
    estimates.update,
    {
      config: signedOut,
      schema: {
        tags,
        summary: "Change an estimate not yet answered (409 after)",
        params: idParam,
        body: estimateInput,
        response: { 200: estimate, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      updateEstimate(db, await requireScope(request, "write"), request.params.id, request.body, utcToday()),
  );
  serve(
    app,
    invoices.update,
    {
      config: signedOut,
      schema: {
        tags,
        summary: "Change an invoice without payments that is not void (409 otherwise)",
        params: idParam,
        body: invoiceInput,
        response: { 200: invoice, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      updateInvoice(db, await requireScope(request, "write"), request.params.id, request.body, utcToday()),
  );

  for (const kind of ["estimate", "invoice"] as const) {
    serve(
      app,
      documentRoutes(kind).remove,
      {
        schema: {
          tags,
          summary: `Delete an ${kind}${kind === "invoice" ? " without payments" : ""}`,
          params: idParam,
          response: { 200: deletedResponse, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request) => {
        await deleteDocument(db, await requireScope(request, "write"), kind, request.params.id);
        return { id: request.params.id, deleted: true as const };
      },
    );

    serve(
      app,
      documentRoutes(kind).duplicate,
      {
        schema: {
          tags,
          summary: `Copy an ${kind} as a new draft dated today`,
          params: idParam,
          response: { 201: createdDocument, ...errorResponses(401, 403, 404) },
        },
      },
      async (request, reply) => {
        const scope = await requireScope(request, "write");
        const id = await duplicateDocument(db, scope, kind, request.params.id, utcToday());
        const copy = await get(scope, kind, id);
        return reply.code(201).send({ id, number: copy.number });
      },
    );

    serve(
      app,
      documentRoutes(kind).pdf,
      {
        schema: {
          tags,
          summary: `The ${kind} as a PDF, drawn through its template`,
          params: idParam,
          produces: ["application/pdf"],
          response: { 200: fileResponse(`${kind}-NUMBER.pdf`), ...errorResponses(401, 403, 404, 429) },
        },
      },
      async (request, reply) => {
        const scope = await requireScope(request, "read");
        const { view, logo } = await documentView(db, storage, scope, kind, request.params.id, utcToday());
        await countReportPdf(db, scope.userId, limits);
        return sendPdfFile(reply, salesDocumentFileName(view), await renderSalesDocumentPdf(view, logo));
      },
    );

    serve(
      app,
      documentRoutes(kind).send,
      {
        schema: {
          tags,
          summary: `E-mail the ${kind} to its client with the PDF attached and a link to view it online (earlier links stop working)`,
          params: idParam,
          response: { 200: sendResult, ...errorResponses(400, 401, 403, 404, 409, 429) },
        },
      },
      async (request) => {
        const scope = await requireScope(request, "write");
        const to = (await documentRow(db, scope, kind, request.params.id)).clientEmail;
        if (!to) throw badRequest(INVOICING_MSG.noClientEmail, { clientEmail: INVOICING_MSG.noClientEmail });
        await consume(db, `invoicing:email:${scope.organizationId}`, limits.documentEmailsPerOrganization);
        const { token, expiresAt } = await issueClientLink(db, scope, kind, request.params.id, to);
        // Drawn after the link is issued, so the PDF shows the document as sent.
        const { view, logo } = await documentView(db, storage, scope, kind, request.params.id, utcToday());
        const pdf = await renderSalesDocumentPdf(view, logo);
        await mailer.send(
          documentEmail(view, to, `${config.appUrl}${clientDocumentPath(token)}`, expiresAt, {
            filename: salesDocumentFileName(view),
            content: pdf,
          }),
        );
        return { sentTo: to, expiresAt: expiresAt.toISOString() };
      },
    );
  }

  serve(
    app,
    estimates.convert,
    {
      schema: {
        tags,
        summary: "Make a draft invoice of an accepted estimate, with the same lines (once)",
        params: idParam,
        response: { 201: createdDocument, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await convertEstimate(db, await requireScope(request, "write"), request.params.id, utcToday())),
  );

  serve(
    app,
    invoices.markSent,
    {
      schema: {
        tags,
        summary:
          "Mark a draft invoice sent without e-mailing it (handed over in person or posted), so payments can be recorded on it",
        params: idParam,
        response: { 200: invoice, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const scope = await requireScope(request, "write");
      await markInvoiceSent(db, scope, request.params.id);
      return getInvoice(db, scope, request.params.id, utcToday());
    },
  );

  serve(
    app,
    invoices.voidInvoice,
    {
      schema: {
        tags,
        summary: "Void an invoice without payments",
        params: idParam,
        response: { 200: invoice, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const scope = await requireScope(request, "write");
      await voidInvoice(db, scope, request.params.id);
      return getInvoice(db, scope, request.params.id, utcToday());
    },
  );

  serve(
    app,
    invoices.recordPayment,
    {
      schema: {
        tags,
        summary:
          "Record a payment of a sent invoice (partial allowed, never more than the balance); booked in finance as a cleared receipt",
        params: idParam,
        body: paymentInput,
        response: { 201: invoice, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const scope = await requireScope(request, "write");
      await recordPayment(db, scope, request.params.id, request.body);
      return reply.code(201).send(await getInvoice(db, scope, request.params.id, utcToday()));
    },
  );

  serve(
    app,
    invoices.deletePayment,
    {
      schema: {
        tags,
        summary: "Remove a payment recorded by mistake (its finance receipt is voided)",
        params: paymentParams,
        response: { 200: invoice, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const scope = await requireScope(request, "write");
      await deletePayment(db, scope, request.params.id, request.params.paymentId);
      return getInvoice(db, scope, request.params.id, utcToday());
    },
  );
};
