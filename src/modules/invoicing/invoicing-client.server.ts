import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { utcToday } from "../../shared/calendar.ts";
import { errorResponses, fileResponse, tokenParam } from "../../shared/contracts/common.ts";
import { companyDetails } from "../../server/account/company.queries.ts";
import { openToAll } from "../../server/platform/caller-first.ts";
import { consume } from "../../server/platform/rate-limit.ts";
import { notFound } from "../../server/platform/errors.ts";
import { sendPdfFile, sendPng } from "../../server/platform/report-download.ts";
import { linkScope } from "../../server/platform/link-tokens.ts";
import { serve } from "../../server/platform/serve.ts";
import {
  answerInput,
  clientDocument,
  clientDocumentQuery,
  paidAnswer,
  paidReturnInput,
  payOnlineInput,
} from "./invoicing.contract.ts";
import { redirectResponse } from "../../shared/contracts/payments.ts";
import {
  confirmOnlinePayment,
  paymentTerms,
  startOnlinePayment,
  type OnlinePaymentDeps,
} from "./invoicing-online-payments.queries.ts";
import { invoicingEndpoints } from "./invoicing.routes.ts";
import { answerEmail } from "./invoicing-email.server.ts";
import {
  answerEstimate,
  markViewed,
  openClientLink,
  senderEmailOf,
  type OpenedLink,
} from "./invoicing-links.queries.ts";
import { renderSalesDocumentPdf, salesDocumentFileName } from "./invoicing-pdf.server.ts";
import { documentView } from "./invoicing-view.server.ts";

/**
 * The client's side (no account): the link from the e-mail opens the document as a page and a PDF, and an
 * estimate is accepted or declined there with the client's typed name. No plan gate and no session: the
 * unguessable, expiring, revocable token is the key; calls are limited per address.
 */
export const invoicingClientRoutes: FastifyPluginAsyncZod = async (app) => {
  openToAll(app);
  const { db, storage, limits, mailer, config, payments } = app.deps;
  const online: OnlinePaymentDeps = { db, payments, appUrl: config.appUrl, mailer };
  const tags = ["client documents"];
  const routes = invoicingEndpoints.client;
  const open = async (ip: string, token: string): Promise<OpenedLink> => {
    await consume(db, `client-link:ip:${ip}`, limits.clientLinksPerIp);
    return openClientLink(db, token);
  };
  /** The document as its client sees it, with what they may pay online now. */
  const viewOf = async (link: OpenedLink) => {
    const shown = await documentView(db, storage, linkScope(link), link.kind, link.documentId, utcToday());
    return { ...shown, view: { ...shown.view, payment: await paymentTerms(online, link, shown.view) } };
  };

  serve(
    app,
    routes.document,
    {
      schema: {
        tags,
        summary:
          "The estimate or invoice a client link opens (the first view marks it viewed, a peek does not); 404 for a wrong or revoked link, 410 once expired or (code DOCUMENT_CHANGED) once the estimate was edited after it was sent",
        params: tokenParam,
        querystring: clientDocumentQuery,
        response: { 200: clientDocument, ...errorResponses(404, 410, 429) },
      },
    },
    async (request, reply) => {
      const link = await open(request.ip, request.params.token);
      if (request.query.peek === undefined) await markViewed(db, link);
      reply.header("cache-control", "private, no-store").header("referrer-policy", "no-referrer");
      return (await viewOf(link)).view;
    },
  );

  serve(
    app,
    routes.pdf,
    {
      schema: {
        tags,
        summary: "The document's PDF",
        params: tokenParam,
        produces: ["application/pdf"],
        response: { 200: fileResponse("estimate-NUMBER.pdf"), ...errorResponses(404, 410, 429) },
      },
    },
    async (request, reply) => {
      const link = await open(request.ip, request.params.token);
      const { view, logo } = await viewOf(link);
      return sendPdfFile(reply, salesDocumentFileName(view), await renderSalesDocumentPdf(view, logo));
    },
  );

  serve(
    app,
    routes.logo,
    {
      schema: {
        tags,
        summary: "The sender's logo (PNG) for the page",
        params: tokenParam,
        produces: ["image/png"],
        response: { 200: fileResponse("logo.png"), ...errorResponses(404, 410, 429) },
      },
    },
    async (request, reply) => {
      const link = await open(request.ip, request.params.token);
      const { logo } = await companyDetails(db, storage, link.organizationId);
      if (!logo) throw notFound("No logo.");
      return sendPng(reply, logo);
    },
  );

  serve(
    app,
    routes.answer,
    {
      schema: {
        tags,
        summary:
          "Accept or decline an estimate with the client's typed name (recorded with the time and address); once, and only at the version the client read (409 DOCUMENT_CHANGED otherwise)",
        params: tokenParam,
        body: answerInput,
        response: { 200: clientDocument, ...errorResponses(400, 404, 409, 410, 429) },
      },
    },
    async (request) => {
      const link = await open(request.ip, request.params.token);
      await answerEstimate(db, link, { ...request.body, ip: request.ip }, utcToday());
      const { view } = await viewOf(link);
      const sender = await senderEmailOf(db, request.params.token);
      if (sender)
        await mailer.send(
          answerEmail(
            sender,
            view,
            request.body.accept,
            request.body.name,
            `${config.appUrl}/dashboard/estimates/${encodeURIComponent(link.documentId)}`,
          ),
        );
      return view;
    },
  );

  serve(
    app,
    routes.pay,
    {
      schema: {
        tags,
        summary:
          "Pay Now (decision 0048): the provider's payment page for an invoice's balance (or less where the sender allows partial payments) or an accepted estimate's deposit; an amount above what is due is refused before anything is taken",
        params: tokenParam,
        body: payOnlineInput,
        response: { 200: redirectResponse, ...errorResponses(400, 404, 409, 410, 429, 502) },
      },
    },
    async (request, reply) => {
      const link = await open(request.ip, request.params.token);
      const { view } = await viewOf(link);
      reply.header("cache-control", "no-store");
      return startOnlinePayment(online, link, request.params.token, view, request.body.amountCents);
    },
  );

  serve(
    app,
    routes.paid,
    {
      schema: {
        tags,
        summary: "Back from the payment page: its outcome read from the provider and recorded now (once)",
        params: tokenParam,
        body: paidReturnInput,
        response: { 200: paidAnswer, ...errorResponses(400, 404, 410, 429) },
      },
    },
    async (request, reply) => {
      const link = await open(request.ip, request.params.token);
      const outcome = await confirmOnlinePayment(online, link, request.body.sessionId);
      reply.header("cache-control", "private, no-store");
      return { outcome, document: (await viewOf(link)).view };
    },
  );
};
