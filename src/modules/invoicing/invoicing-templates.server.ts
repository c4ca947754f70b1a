import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { utcToday } from "../../shared/calendar.ts";
import { deletedResponse, errorResponses, fileResponse, idParam } from "../../shared/contracts/common.ts";
import { requireScope } from "../../server/platform/access.ts";
import { countReportPdf, sendInlinePdf } from "../../server/platform/report-download.ts";
import { serve } from "../../server/platform/serve.ts";
import {
  template,
  templateFile,
  templateFileInput,
  templateInput,
  templateList,
  templatePreviewInput,
} from "./invoicing.contract.ts";
import { invoicingEndpoints } from "./invoicing.routes.ts";
import { renderSalesDocumentPdf } from "./invoicing-pdf.server.ts";
import {
  createTemplate,
  deleteTemplate,
  getTemplate,
  listTemplates,
  updateTemplate,
} from "./invoicing-templates.queries.ts";
import { sampleView } from "./invoicing-view.server.ts";

/** A template file's name: `template-standard-estimate.json`. */
const templateFileName = (name: string) =>
  `template-${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "untitled"
  }.json`;

/** The template builder: saved templates, their preview as the real PDF, download and import as JSON. */
export const invoicingTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, limits } = app.deps;
  const tags = ["invoicing"];
  const routes = invoicingEndpoints.templates;

  serve(
    app,
    routes.list,
    {
      schema: {
        tags,
        summary: "The organization's templates and the built-in one of each type",
        response: { 200: templateList, ...errorResponses(401, 403) },
      },
    },
    async (request) => listTemplates(db, await requireScope(request, "read")),
  );

  serve(
    app,
    routes.one,
    {
      schema: {
        tags,
        summary: "One template",
        params: idParam,
        response: { 200: template, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getTemplate(db, await requireScope(request, "read"), request.params.id),
  );

  serve(
    app,
    routes.create,
    {
      schema: {
        tags,
        summary: "Save a new template (a name is unique per type)",
        body: templateInput,
        response: { 201: template, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createTemplate(db, await requireScope(request, "write"), request.body)),
  );

  serve(
    app,
    routes.importFile,
    {
      schema: {
        tags,
        summary: "Import a downloaded template file as a new template",
        body: templateFileInput,
        response: { 201: template, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const file = request.body;
      const scope = await requireScope(request, "write");
      return reply.code(201).send(
        await createTemplate(db, scope, {
          name: file.templateName,
          kind: file.templateType,
          sections: file.sections,
          isDefault: false,
        }),
      );
    },
  );

  serve(
    app,
    routes.update,
    {
      schema: {
        tags,
        summary: "Change a saved template (the built-in ones are read-only)",
        params: idParam,
        body: templateInput,
        response: { 200: template, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateTemplate(db, await requireScope(request, "write"), request.params.id, request.body),
  );

  serve(
    app,
    routes.remove,
    {
      schema: {
        tags,
        summary: "Delete a template; documents that used it use the default",
        params: idParam,
        response: { 200: deletedResponse, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      await deleteTemplate(db, await requireScope(request, "write"), request.params.id);
      return { id: request.params.id, deleted: true as const };
    },
  );

  serve(
    app,
    routes.file,
    {
      schema: {
        tags,
        summary: "A template as a JSON file (templateType, templateName, sections) that Import reads back",
        params: idParam,
        produces: ["application/json"],
        response: { 200: templateFile, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const found = await getTemplate(db, await requireScope(request, "read"), request.params.id);
      return reply
        .header("content-disposition", `attachment; filename="${templateFileName(found.name)}"`)
        .header("cache-control", "private, no-store")
        .send({ templateType: found.kind, templateName: found.name, sections: found.sections });
    },
  );

  serve(
    app,
    routes.preview,
    {
      schema: {
        tags,
        summary: "The PDF a template (saved or not) produces, with sample lines and your company details",
        body: templatePreviewInput,
        produces: ["application/pdf"],
        response: { 200: fileResponse("template-preview.pdf"), ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const scope = await requireScope(request, "read");
      await countReportPdf(db, scope.userId, limits);
      const { view, logo } = await sampleView(db, storage, scope, request.body.kind, request.body.sections, utcToday());
      return sendInlinePdf(reply, "template-preview.pdf", await renderSalesDocumentPdf(view, logo));
    },
  );
};
