import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireFeature } from "../../server/platform/plan-gate.ts";

export const hrRoutes: FastifyPluginAsyncZod = async (app) => {
  requireFeature(app, "finance_procurement_hr", "HR");
};
