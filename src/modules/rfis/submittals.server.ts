import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { deletedResponse, errorResponses, idParam } from "../../shared/contracts/common.ts";
import { requireScope, type Scope } from "../../server/platform/access.ts";
import { serve } from "../../server/platform/serve.ts";
import {
  submittal,
  submittalInput,
  submittalList,
  submittalListQuery,
  submittalReviewInput,
  submittalUpdate,
} from "./rfis.contract.ts";
import { rfisEndpoints } from "./rfis.routes.ts";
import { RFI_SCREENS } from "./rfis.constants.ts";
import { getSubmittal, listSubmittals } from "./submittals.queries.ts";
import {
  createSubmittal,
  deleteSubmittal,
  reviewSubmittal,
  submitSubmittal,
  updateSubmittal,
  type SubmittalChange,
} from "./submittal-changes.queries.ts";
import { submittalTurnEmail } from "./rfi-email.server.ts";
import { tellTurn } from "./rfi-turns.server.ts";

const tags = ["submittals"];

/** The submittal register (issue 31), inside the RFIs' plugin and its plan gate. */
export const submittalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mailer, config } = app.deps;
  const e = rfisEndpoints.submittals;

  /** The submittal after a change, having told whoever's turn it became (on the revision made, if one was). */
  async function afterChange(scope: Scope, change: SubmittalChange) {
    const record = await getSubmittal(db, scope, change.id);
    if (change.tell) {
      const theirs = change.revisionId ? await getSubmittal(db, scope, change.revisionId) : record;
      await tellTurn({ db, mailer, appUrl: config.appUrl }, scope, change.tell, {
        kind: "submittal_review",
        recordId: theirs.id,
        path: RFI_SCREENS.submittal(theirs.id),
        mail: (to, link, company) => submittalTurnEmail(to, theirs, link, company),
      });
    }
    return record;
  }

  serve(
    app,
    e.list,
    {
      schema: {
        tags,
        summary: "The submittal register by spec section, number and revision: of a project or in a status",
        querystring: submittalListQuery,
        response: { 200: submittalList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listSubmittals(db, await requireScope(request, "read"), request.query),
  );
  serve(
    app,
    e.create,
    {
      schema: {
        tags,
        summary: "Add a submittal (a draft) under a spec section, with its reviewers in order",
        body: submittalInput,
        response: { 201: submittal, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const scope = await requireScope(request, "write");
      return reply.code(201).send(await afterChange(scope, await createSubmittal(db, scope, request.body)));
    },
  );
  serve(
    app,
    e.one,
    {
      schema: {
        tags,
        summary: "A submittal with its reviewers and their answers",
        params: idParam,
        response: { 200: submittal, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getSubmittal(db, await requireScope(request, "read"), request.params.id),
  );
  serve(
    app,
    e.update,
    {
      schema: {
        tags,
        summary: "Edit a draft submittal",
        params: idParam,
        body: submittalUpdate,
        response: { 200: submittal, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const scope = await requireScope(request, "write");
      return afterChange(scope, await updateSubmittal(db, scope, request.params.id, request.body));
    },
  );
  serve(
    app,
    e.remove,
    {
      schema: {
        tags,
        summary: "Delete a draft submittal",
        params: idParam,
        response: { 200: deletedResponse, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      await deleteSubmittal(db, await requireScope(request, "write"), request.params.id);
      return { id: request.params.id, deleted: true as const };
    },
  );
  serve(
    app,
    e.submit,
    {
      schema: {
        tags,
        summary: "Submit a draft for review: its first reviewer is e-mailed",
        params: idParam,
        response: { 200: submittal, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const scope = await requireScope(request, "write");
      return afterChange(scope, await submitSubmittal(db, scope, request.params.id));
    },
  );
  serve(
    app,
    e.review,
    {
      schema: {
        tags,
        summary:
          "The current reviewer's (or an admin's) answer: an approval passes it to the next reviewer (e-mailed) or settles it; " +
          "Revise and Resubmit makes the next revision; Rejected ends it",
        params: idParam,
        body: submittalReviewInput,
        response: { 200: submittal, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const scope = await requireScope(request, "write");
      return afterChange(scope, await reviewSubmittal(db, scope, request.params.id, request.body));
    },
  );
};
