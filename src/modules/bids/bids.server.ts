import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { companyDetails } from "../../server/account/company.queries.ts";
import { requireScope } from "../../server/platform/access.ts";
import { requireFeature } from "../../server/platform/plan-gate.ts";
import { serve } from "../../server/platform/serve.ts";
import { countReportPdf, sendPdfFile } from "../../server/platform/report-download.ts";
import { utcToday } from "../../shared/calendar.ts";
import { errorResponses, fileResponse, idParam } from "../../shared/contracts/common.ts";
import {
  bidAnswer,
  bidDeleted,
  bidEstimateAnswer,
  bidEstimateInput,
  bidInput,
  bidList,
  bidListQuery,
  convertAnswer,
  convertInput,
  proposalInput,
} from "./bids.contract.ts";
import { proposalFileName } from "./bids.constants.ts";
import { convertBid, createBid, deleteBid, estimateBid, getBid, listBids, updateBid } from "./bids.queries.ts";
import { proposalPdf } from "./bids-proposal.server.ts";
import { bidsEndpoints } from "./bids.routes.ts";

/**
 * Bid Management's REST interface as the spec lists it (§7, under /api/v1): answers carry their payload in
 * `data`. The standard caller checks apply (a session, or the platform's API token), so roles and the tenant
 * wall are the same whichever way a caller comes.
 */
export const bidRoutes: FastifyPluginAsyncZod = async (app) => {
  requireFeature(app, "bid_management", "Bid Management");
  const { db, storage, limits } = app.deps;
  const tags = ["bids"];

  serve(
    app,
    bidsEndpoints.list,
    {
      schema: {
        tags,
        summary:
          "A page of the organization's bids, newest first: search (project name or client), status, due-date range",
        querystring: bidListQuery,
        response: { 200: bidList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listBids(db, await requireScope(request, "read"), request.query),
  );

  serve(
    app,
    bidsEndpoints.create,
    {
      schema: {
        tags,
        summary: "Create a bid with its items (the server computes the totals)",
        body: bidInput,
        response: { 201: bidAnswer, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await createBid(db, await requireScope(request, "write"), request.body) }),
  );

  serve(
    app,
    bidsEndpoints.one,
    {
      schema: {
        tags,
        summary: "One bid with its items",
        params: idParam,
        response: { 200: bidAnswer, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ data: await getBid(db, await requireScope(request, "read"), request.params.id) }),
  );

  serve(
    app,
    bidsEndpoints.update,
    {
      schema: {
        tags,
        summary: "Replace a bid's fields and items",
        params: idParam,
        body: bidInput,
        response: { 200: bidAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      data: await updateBid(db, await requireScope(request, "write"), request.params.id, request.body),
    }),
  );

  serve(
    app,
    bidsEndpoints.remove,
    {
      schema: {
        tags,
        summary: "Delete a bid and its items (a project made from it stays)",
        params: idParam,
        response: { 200: bidDeleted, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await deleteBid(db, await requireScope(request, "write"), request.params.id);
      return { data: { id: request.params.id, deleted: true as const } };
    },
  );

  serve(
    app,
    bidsEndpoints.proposal,
    {
      schema: {
        tags,
        summary: "The bid's proposal as a PDF (proposal-{id}.pdf), with the organization's company details; reads only",
        params: idParam,
        body: proposalInput,
        produces: ["application/pdf"],
        response: { 200: fileResponse("proposal-{id}.pdf"), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const scope = await requireScope(request, "read");
      const bid = await getBid(db, scope, request.params.id);
      await countReportPdf(db, scope.userId, limits);
      const company = await companyDetails(db, storage, scope.organizationId);
      return sendPdfFile(reply, proposalFileName(bid.id), await proposalPdf(bid, company));
    },
  );

  serve(
    app,
    bidsEndpoints.project,
    {
      schema: {
        tags,
        summary: "Convert a won bid into a project, once (409 for a bid not won or already converted)",
        params: idParam,
        body: convertInput,
        response: { 201: convertAnswer, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const scope = await requireScope(request, "write");
      const startDate = request.body?.startDate ?? utcToday();
      const result = await convertBid(db, scope, request.params.id, { startDate, endDate: request.body?.endDate });
      return reply.code(201).send({ data: result });
    },
  );

  await app.register(bidEstimateRoutes);
};

/**
 * A won bid's items made into an estimate, which is invoicing's document: the caller's plan must bring estimates
 * as well as bids (decision 17), so this route sits in a plugin of its own under both gates.
 */
const bidEstimateRoutes: FastifyPluginAsyncZod = async (app) => {
  requireFeature(app, "estimates_invoices", "Estimates and invoices");
  const { db } = app.deps;
  serve(
    app,
    bidsEndpoints.estimate,
    {
      schema: {
        tags: ["bids"],
        summary: "Make a won bid's items into a draft estimate, once (409 for a bid not won or already estimated)",
        params: idParam,
        body: bidEstimateInput,
        response: { 201: bidEstimateAnswer, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const scope = await requireScope(request, "write");
      const result = await estimateBid(db, scope, request.params.id, request.body?.documentDate ?? utcToday());
      return reply.code(201).send({ data: result });
    },
  );
};
