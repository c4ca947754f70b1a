import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses, idParam } from "../../shared/contracts/common.ts";
import { requireScope } from "../../server/platform/access.ts";
import { requireFeature } from "../../server/platform/plan-gate.ts";
import { sendJsonText } from "../../server/platform/http.ts";
import { serve } from "../../server/platform/serve.ts";
import {
  budget,
  budgetInput,
  costCode,
  costCodeInput,
  costCodeList,
  costCodeUpdate,
  jobCostReport,
  projectContract,
  projectContractInput,
  scheduleOfValues,
  sovInput,
  wipReport,
  projectParam,
} from "./job-finance.contract.ts";
import { jobFinanceEndpoints } from "./job-finance.routes.ts";
import { createCostCode, listCostCodes, updateCostCode } from "./cost-codes.queries.ts";
import { getBudget, getProjectContract, saveBudget, saveProjectContract } from "./budget.queries.ts";
import { projectJobCost } from "./job-costing.queries.ts";
import { getScheduleOfValues, saveScheduleOfValues } from "./sov.queries.ts";
import { workInProgress } from "./wip.queries.ts";
import { changeOrderRoutes } from "./change-orders.server.ts";
import { payApplicationRoutes } from "./pay-applications.server.ts";
import { changeOrderClientRoutes } from "./change-order-client.server.ts";
import { jobFinanceFileRoutes } from "./job-finance-files.server.ts";
import { lienWaiverRoutes } from "./lien-waivers.server.ts";

const tags = ["job finance"];

/**
 * Construction finance (issue 29, decision 0050): cost codes, a project's contract terms and budget, its job
 * costing and change orders. Professional and up (finance); viewers read, members and admins write.
 */
const jobFinanceGatedRoutes: FastifyPluginAsyncZod = async (app) => {
  requireFeature(app, "finance_procurement_hr", "Job Finance");
  await app.register(changeOrderRoutes);
  await app.register(payApplicationRoutes);
  await app.register(jobFinanceFileRoutes);
  await app.register(lienWaiverRoutes);
  const { db } = app.deps;
  const codes = jobFinanceEndpoints.costCodes;
  const projects = jobFinanceEndpoints.projects;

  serve(
    app,
    codes.list,
    {
      schema: {
        tags,
        summary: "The organization's cost codes by code (CSI MasterFormat divisions to start with)",
        response: { 200: costCodeList, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ costCodes: await listCostCodes(db, await requireScope(request, "read")) }),
  );
  serve(
    app,
    codes.create,
    {
      schema: {
        tags,
        summary: "Add a cost code (409 when the code is in the list already)",
        body: costCodeInput,
        response: { 201: costCode, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createCostCode(db, await requireScope(request, "write"), request.body)),
  );
  serve(
    app,
    codes.update,
    {
      schema: {
        tags,
        summary: "Rename a cost code, or take it out of use (or back); codes are never deleted",
        params: idParam,
        body: costCodeUpdate,
        response: { 200: costCode, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateCostCode(db, await requireScope(request, "write"), request.params.id, request.body),
  );

  serve(
    app,
    jobFinanceEndpoints.wip,
    {
      schema: {
        tags,
        summary:
          "The work-in-progress report per project: contract, estimated cost, cost to date, % complete, earned revenue, billed to date, over- or under-billed",
        response: { 200: wipReport, ...errorResponses(401, 403) },
      },
    },
    async (request) => workInProgress(db, await requireScope(request, "read")),
  );
  serve(
    app,
    projects.contract,
    {
      schema: {
        tags,
        summary: "A project's contract terms: default retainage, owner, job location, contract date",
        params: projectParam,
        response: { 200: projectContract, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getProjectContract(db, await requireScope(request, "read"), request.params.projectId),
  );
  serve(
    app,
    projects.saveContract,
    {
      schema: {
        tags,
        summary: "Set a project's contract terms",
        params: projectParam,
        body: projectContractInput,
        response: { 200: projectContract, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      saveProjectContract(db, await requireScope(request, "write"), request.params.projectId, request.body),
  );
  serve(
    app,
    projects.budget,
    {
      schema: {
        tags,
        summary: "A project's budget by cost code and type",
        params: projectParam,
        response: { 200: budget, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getBudget(db, await requireScope(request, "read"), request.params.projectId),
  );
  serve(
    app,
    projects.saveBudget,
    {
      schema: {
        tags,
        summary: "Replace a project's budget lines (each cost code and type once)",
        params: projectParam,
        body: budgetInput,
        response: { 200: budget, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => saveBudget(db, await requireScope(request, "write"), request.params.projectId, request.body),
  );
  serve(
    app,
    projects.scheduleOfValues,
    {
      schema: {
        tags,
        summary: "A project's schedule of values with what each line has billed, and G702 lines 1 to 3",
        params: projectParam,
        response: { 200: scheduleOfValues, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getScheduleOfValues(db, await requireScope(request, "read"), request.params.projectId),
  );
  serve(
    app,
    projects.saveScheduleOfValues,
    {
      schema: {
        tags,
        summary:
          "Replace the original contract's lines of a project's schedule of values (lines given with their id are kept; a billed line cannot be removed or set below what was billed)",
        params: projectParam,
        body: sovInput,
        response: { 200: scheduleOfValues, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      saveScheduleOfValues(db, await requireScope(request, "write"), request.params.projectId, request.body),
  );
  serve(
    app,
    projects.jobCost,
    {
      schema: {
        tags,
        summary:
          "A project's job costing per cost code and type: budget, approved changes, revised budget, committed (purchase orders sent), actual (payments pending and cleared), projected, variance",
        params: projectParam,
        response: { 200: jobCostReport, ...errorResponses(401, 403, 404) },
      },
    },
    // Built from typed rows (JobCostReport), sent as JSON text: a report of hundreds of lines is not run through
    // the response schema again (a quarter of its time).
    async (request, reply) =>
      sendJsonText(
        reply,
        JSON.stringify(await projectJobCost(db, await requireScope(request, "read"), request.params.projectId)),
      ),
  );
};

/** Job finance behind its plan gate, and beside it the client's side of change orders (its link is the key). */
export const jobFinanceRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(jobFinanceGatedRoutes);
  await app.register(changeOrderClientRoutes);
};
