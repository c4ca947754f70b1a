import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireFeature } from "../../server/platform/plan-gate.ts";

export const procurementRoutes: FastifyPluginAsyncZod = async (app) => {
  requireFeature(app, "finance_procurement_hr", "Procurement");
};
