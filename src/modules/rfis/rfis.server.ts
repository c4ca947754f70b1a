import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { deletedResponse, errorResponses, idParam } from "../../shared/contracts/common.ts";
import { requireScope, type Scope } from "../../server/platform/access.ts";
import { requireFeature } from "../../server/platform/plan-gate.ts";
import { serve } from "../../server/platform/serve.ts";
import { rfi, rfiAnswerInput, rfiInput, rfiList, rfiListQuery, rfiUpdate } from "./rfis.contract.ts";
import { rfisEndpoints } from "./rfis.routes.ts";
import { RFI_SCREENS } from "./rfis.constants.ts";
import { getRfi, listRfis } from "./rfis.queries.ts";
import {
  answerRfi,
  createRfi,
  deleteRfi,
  openRfi,
  settleRfi,
  updateRfi,
  type RfiChange,
} from "./rfi-changes.queries.ts";
import { rfiTurnEmail } from "./rfi-email.server.ts";
import { tellTurn } from "./rfi-turns.server.ts";
import { submittalRoutes } from "./submittals.server.ts";
import { rfiLogRoutes } from "./rfi-logs.server.ts";

const tags = ["rfis"];

/**
 * RFIs and submittals (issue 31), Professional and up (field operations): viewers read; members and admins write;
 * only the ball in court (or an admin) answers, only an admin closes. Whoever's turn it becomes is e-mailed.
 */
export const rfiRoutes: FastifyPluginAsyncZod = async (app) => {
  requireFeature(app, "field_operations", "RFIs & Submittals");
  await app.register(submittalRoutes);
  await app.register(rfiLogRoutes);
  const { db, mailer, config } = app.deps;
  const e = rfisEndpoints.rfis;

  /** The RFI after a change, having told whoever's turn to answer it became. */
  async function afterChange(scope: Scope, change: RfiChange) {
    const record = await getRfi(db, scope, change.id);
    if (change.tell)
      await tellTurn({ db, mailer, appUrl: config.appUrl }, scope, change.tell, {
        kind: "rfi_assigned",
        recordId: record.id,
        path: RFI_SCREENS.rfi(record.id),
        mail: (to, link, company) => rfiTurnEmail(to, record, link, company),
      });
    return record;
  }

  serve(
    app,
    e.list,
    {
      schema: {
        tags,
        summary: "RFIs, newest first: of a project, in a status, or only the overdue ones (open, past their due date)",
        querystring: rfiListQuery,
        response: { 200: rfiList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listRfis(db, await requireScope(request, "read"), request.query),
  );
  serve(
    app,
    e.create,
    {
      schema: {
        tags,
        summary: "Write an RFI for a project (numbered RFI-001… per project): a draft, or sent at once (Open)",
        body: rfiInput,
        response: { 201: rfi, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const scope = await requireScope(request, "write");
      return reply.code(201).send(await afterChange(scope, await createRfi(db, scope, request.body)));
    },
  );
  serve(
    app,
    e.one,
    {
      schema: {
        tags,
        summary: "An RFI with its question, distribution list, attachments and answers",
        params: idParam,
        response: { 200: rfi, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getRfi(db, await requireScope(request, "read"), request.params.id),
  );
  serve(
    app,
    e.update,
    {
      schema: {
        tags,
        summary: "Edit a draft or open RFI (a new ball in court of an open one is e-mailed)",
        params: idParam,
        body: rfiUpdate,
        response: { 200: rfi, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const scope = await requireScope(request, "write");
      return afterChange(scope, await updateRfi(db, scope, request.params.id, request.body));
    },
  );
  serve(
    app,
    e.remove,
    {
      schema: {
        tags,
        summary: "Delete a draft RFI (a sent one is voided instead)",
        params: idParam,
        response: { 200: deletedResponse, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      await deleteRfi(db, await requireScope(request, "write"), request.params.id);
      return { id: request.params.id, deleted: true as const };
    },
  );
  serve(
    app,
    e.open,
    {
      schema: {
        tags,
        summary: "Send a draft RFI: it becomes Open, and its ball in court is e-mailed",
        params: idParam,
        response: { 200: rfi, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const scope = await requireScope(request, "write");
      return afterChange(scope, await openRfi(db, scope, request.params.id));
    },
  );
  serve(
    app,
    e.answer,
    {
      schema: {
        tags,
        summary: "Answer an RFI (its ball in court or an admin); the official answer makes it Answered",
        params: idParam,
        body: rfiAnswerInput,
        response: { 200: rfi, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const scope = await requireScope(request, "write");
      return afterChange(scope, await answerRfi(db, scope, request.params.id, request.body));
    },
  );
  serve(
    app,
    e.close,
    {
      schema: {
        tags,
        summary: "Close an answered RFI (admins)",
        params: idParam,
        response: { 200: rfi, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const scope = await requireScope(request, "write");
      return afterChange(scope, await settleRfi(db, scope, request.params.id, "close"));
    },
  );
  serve(
    app,
    e.void,
    {
      schema: {
        tags,
        summary: "Void an RFI that is not closed",
        params: idParam,
        response: { 200: rfi, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const scope = await requireScope(request, "write");
      return afterChange(scope, await settleRfi(db, scope, request.params.id, "void"));
    },
  );
};
