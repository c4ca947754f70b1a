import Fastify, { type FastifyInstance, type RouteOptions } from "fastify";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { AppDeps } from "../../server/deps.ts";
import { trustProxyOption } from "../../server/config.ts";
import { requestSerializer } from "../../server/platform/log-safety.ts";
import { installErrorHandling, sendFrameworkError } from "../../server/platform/errors-handler.ts";
import { installSecurity } from "../../server/platform/security.ts";
import { installInputGuard } from "../../server/platform/input-guard.ts";
import { installSessionRefresh } from "../../server/platform/access.ts";
import { installSessionMarker } from "../../server/platform/session-marker.ts";
import { fastifyTimeoutOptions, installTimeouts, TIMEOUTS, type Timeouts } from "../../server/platform/timeouts.ts";
import { installCallerFirst, NO_SIGN_IN, openToAll } from "../../server/platform/caller-first.ts";
import { healthRoutes } from "../../server/platform/health.server.ts";
import { serve } from "../../server/platform/serve.ts";
import { platformEndpoints } from "../../shared/contracts/platform.routes.ts";
import { accountRoutes } from "../../server/account/account.server.ts";
import { socialRoutes } from "../../server/account/social.server.ts";
import { contactRoutes } from "../../server/site/contact.server.ts";
import { seoRoutes } from "../../server/site/seo.server.ts";
import { serveWebApp } from "../../server/site/web-app.server.ts";
import { teamRoutes } from "../../server/account/team.server.ts";
import { organizationRoutes } from "../../server/account/organizations.server.ts";
import { invitationRoutes } from "../../server/account/invitations.server.ts";
import { profileRoutes } from "../../server/account/profile.server.ts";
import { avatarRoutes } from "../../server/account/avatar.server.ts";
import { companyRoutes } from "../../server/account/company.server.ts";
import { photoRoutes } from "../../server/platform/photos.server.ts";
import { securityRoutes } from "../../server/account/security.server.ts";
import { twoFactorRoutes } from "../../server/account/two-factor.server.ts";
import { settingsRoutes } from "../../server/account/settings.server.ts";
import { unsubscribeRoutes } from "../../server/account/unsubscribe.server.ts";
import { subscriptionRoutes } from "../../server/account/subscription.server.ts";
import { paymentWebhookRoutes } from "../../server/account/billing-webhook.server.ts";
import { paymentAccountRoutes } from "../../server/account/payment-account.server.ts";
import { applyAccountEvent } from "../../server/account/payment-account.queries.ts";
import { invoicingPaymentEvents } from "../../modules/invoicing/invoicing-online-payments.queries.ts";
import { apiTokenRoutes } from "../../server/account/api-tokens.server.ts";
import { SECURITY_SCHEMES, withPublicApiSecurity } from "../../server/platform/openapi-security.ts";
import { v1ProjectRoutes } from "../../modules/public-api/v1-projects.server.ts";
import { clientRoutes } from "../../modules/clients/clients.server.ts";
import { jobFinanceRoutes } from "../../modules/job-finance/job-finance.server.ts";
import { rfiRoutes } from "../../modules/rfis/rfis.server.ts";
import { notificationRoutes } from "../../modules/notifications/notifications.server.ts";
import { pushSubscriptionRoutes } from "../../modules/notifications/push-subscriptions.server.ts";
import { slackRoutes } from "../../modules/notifications/slack.server.ts";
import { phoneRoutes } from "../../modules/notifications/phone.server.ts";
import { projectRoutes } from "../../modules/projects/projects.server.ts";
import { ganttRoutes } from "../../modules/gantt/gantt.server.ts";
import { overviewRoutes } from "../../modules/overview/overview.server.ts";
import { documentRoutes } from "../../modules/documents/documents.server.ts";
import { contractRoutes } from "../../modules/contracts/contracts.server.ts";
import { financeRoutes } from "../../modules/finance/finance.server.ts";
import { procurementRoutes } from "../../modules/procurement/procurement.server.ts";
import { hrRoutes } from "../../modules/hr/hr.server.ts";
import { invoicingRoutes } from "../../modules/invoicing/invoicing.server.ts";
import { safetyRoutes } from "../../modules/safety/safety.server.ts";
import { qualityRoutes } from "../../modules/quality/quality.server.ts";
import { fieldRoutes } from "../../modules/field/field.server.ts";
import { punchListRoutes } from "../../modules/punch-lists/punch-lists.server.ts";
import { timeClockRoutes } from "../../modules/time-clock/time-clock.server.ts";
import { bidRoutes } from "../../modules/bids/bids.server.ts";
import { websiteRoutes } from "../../modules/websites/websites.server.ts";
import { analyticsRoutes } from "../../modules/analytics/analytics.server.ts";
import { aiRoutes } from "../../modules/ai/ai.server.ts";
import { publicSiteRoutes } from "../../modules/websites/websites-public.server.ts";

export const BODY_LIMIT_BYTES = 1024 * 1024;

export type BuildOptions = {
  logger?: boolean | object;
  timeouts?: Timeouts;
  /** Told of every route as it is registered (the route tables' test lists them). */
  onRoute?: (route: RouteOptions) => void;
};

/** Builds the whole application (not yet listening). */
export async function buildApp(deps: AppDeps, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const { config } = deps;
  const timeouts = opts.timeouts ?? TIMEOUTS;
  const app = Fastify({
    ...fastifyTimeoutOptions(timeouts),
    logger: {
      level: config.logLevel,
      redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
      // Addresses without their query strings and secret segments (tokens, signed links): secrets never reach a log.
      serializers: { req: requestSerializer },
      ...(typeof opts.logger === "object" ? opts.logger : {}),
      ...(opts.logger === false ? { enabled: false } : {}),
    },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.trustProxy),
    return503OnClosing: true,
    forceCloseConnections: "idle",
    // Errors the router raises before any route runs (a malformed or over-long path segment), in our shape.
    frameworkErrors: (err, _request, reply) => void sendFrameworkError(err, reply),
  }).withTypeProvider<ZodTypeProvider>();

  if (opts.onRoute) app.addHook("onRoute", opts.onRoute);
  app.decorate("deps", deps);
  // The API speaks JSON: a text/plain body (the type a cross-site form may send) is refused with 415.
  app.removeContentTypeParser("text/plain");
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  installInputGuard(app);
  installSessionRefresh(app);
  installSessionMarker(app);
  installTimeouts(app, timeouts);
  await installSecurity(app, config.appUrl);
  installCallerFirst(app);

  await app.register(swagger, {
    openapi: {
      openapi: "3.0.3",
      info: { title: "BuildOps API", version: "1.0.0", description: "Construction management platform API." },
      components: { securitySchemes: SECURITY_SCHEMES },
      // Every operation needs the session unless it says otherwise (NO_SIGN_IN; /api/v1 takes a token too).
      security: [{ session: [] }],
    },
    transform: withPublicApiSecurity(jsonSchemaTransform),
  });
  serve(app, platformEndpoints.openapi, { schema: { hide: true, security: NO_SIGN_IN } }, async () => app.swagger());
  await app.register(async (docs) => {
    openToAll(docs);
    await docs.register(swaggerUi, { routePrefix: "/api/docs", uiConfig: { validatorUrl: null } });
  });

  await app.register(healthRoutes);
  await app.register(accountRoutes);
  await app.register(socialRoutes);
  await app.register(contactRoutes);
  await app.register(seoRoutes);
  await app.register(teamRoutes);
  await app.register(organizationRoutes);
  await app.register(invitationRoutes);
  await app.register(profileRoutes);
  await app.register(avatarRoutes);
  await app.register(companyRoutes);
  await app.register(photoRoutes);
  await app.register(securityRoutes);
  await app.register(twoFactorRoutes);
  await app.register(settingsRoutes);
  await app.register(unsubscribeRoutes);
  await app.register(subscriptionRoutes);
  await app.register(paymentAccountRoutes);
  // Connect events (clients' payments): the account's own, then the invoicing module's.
  const payments = deps.payments;
  const invoicingEvents = invoicingPaymentEvents(deps.config.appUrl);
  await app.register(
    paymentWebhookRoutes(async (tx, event) => {
      if (payments && event.kind === "account") await applyAccountEvent(tx, payments, event);
      return invoicingEvents(tx, event);
    }),
  );
  await app.register(apiTokenRoutes);
  // Dashboard modules (src/modules/<name>/<name>.server.ts).
  await app.register(clientRoutes);
  await app.register(projectRoutes);
  await app.register(ganttRoutes);
  await app.register(documentRoutes);
  await app.register(contractRoutes);
  await app.register(financeRoutes);
  await app.register(jobFinanceRoutes);
  await app.register(rfiRoutes);
  await app.register(notificationRoutes);
  await app.register(pushSubscriptionRoutes);
  await app.register(slackRoutes);
  await app.register(phoneRoutes);
  await app.register(procurementRoutes);
  await app.register(hrRoutes);
  await app.register(invoicingRoutes);
  await app.register(safetyRoutes);
  await app.register(qualityRoutes);
  await app.register(fieldRoutes);
  await app.register(punchListRoutes);
  await app.register(timeClockRoutes);
  await app.register(bidRoutes);
  await app.register(analyticsRoutes);
  await app.register(aiRoutes);
  await app.register(websiteRoutes);
  await app.register(publicSiteRoutes);
  await app.register(overviewRoutes);
  // The public API (/api/v1, decision 0033): the session or a personal API token.
  await app.register(v1ProjectRoutes);

  await serveWebApp(app, config.webDistDir);
  return app;
}
