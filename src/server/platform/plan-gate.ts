import type { FastifyInstance } from "fastify";
import { planRequiredMessage, type FeatureName } from "../../shared/plan-features.ts";
import { callerIfSignedIn } from "./access.ts";
import { HttpError } from "./errors.ts";
import { PLAN_REQUIRED } from "../../shared/plan-required.ts";

/**
 * Declares, once at the top of a module's plugin, the plan feature its routes need:
 *
 *   export const financeRoutes: FastifyPluginAsyncZod = async (app) => {
 *     requireFeature(app, "finance_procurement_hr", "Finance");
 *
 * Every route of that plugin (and only of it: Fastify hooks stay inside the plugin that adds them) then
 * refuses an organization whose subscription does not grant the feature now, before the body is read, with
 * "Finance is part of the Professional and Enterprise plans." A request without a session or organization
 * passes through to the handler, whose `requireScope` answers 401/403 as before (and a signed download link
 * needs no session at all).
 */
export function requireFeature(app: Pick<FastifyInstance, "addHook">, feature: FeatureName, moduleName: string): void {
  app.addHook("onRequest", async (request) => {
    const organization = (await callerIfSignedIn(request))?.organization;
    if (!organization || organization.features.includes(feature)) return;
    throw new HttpError(
      403,
      PLAN_REQUIRED,
      planRequiredMessage(moduleName, feature, organization.plan, organization.subscriptionStatus),
    );
  });
}
