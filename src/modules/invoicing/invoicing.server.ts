import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireScope } from "../../server/platform/access.ts";
import { requireFeature } from "../../server/platform/plan-gate.ts";
import { invoicingEndpoints } from "./invoicing.routes.ts";
import { invoicingClientRoutes } from "./invoicing-client.server.ts";
import { invoicingDocumentRoutes } from "./invoicing-documents.server.ts";
import { invoicingTemplateRoutes } from "./invoicing-templates.server.ts";

/** Templates, estimates and invoices, behind the module's plan gate. */
const invoicingGatedRoutes: FastifyPluginAsyncZod = async (app) => {
  requireFeature(app, "estimates_invoices", "Estimates and invoices");
  // A viewer's write is refused before its body is read (a read-only role learns nothing from validation);
  // the preview is a read sent as POST.
  app.addHook("preValidation", async (request) => {
    if (
      request.method !== "GET" &&
      request.method !== "HEAD" &&
      request.url !== invoicingEndpoints.templates.preview.pattern
    )
      await requireScope(request, "write");
  });
  await app.register(invoicingTemplateRoutes);
  await app.register(invoicingDocumentRoutes);
};

/**
 * The invoicing module (templates, estimates, invoices) behind its plan gate, and beside it the client's
 * side, which has no session and so no plan gate (its link is the key).
 */
export const invoicingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(invoicingGatedRoutes);
  await app.register(invoicingClientRoutes);
};
