import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { utcToday } from "../../shared/calendar.ts";
import { errorResponses, fileResponse, idParam } from "../../shared/contracts/common.ts";
import { savedReportInput, type SavedReportAnswer, type SavedReportSnapshot } from "./saved-reports.contract.ts";
import { savedReportFileName, type SavedReportArea, type SavedReportFormat } from "./saved-reports.constants.ts";
import { requireScope } from "../../server/platform/access.ts";
import { serve } from "../../server/platform/serve.ts";
import { savedReportRoutesOf } from "./saved-reports.routes.ts";
import type { ReportDocument } from "../../server/platform/report-document.ts";
import { countReportPdf, reportContentType, sendReportFile } from "../../server/platform/report-download.ts";
import type { SavedReportStore, StoredReport } from "./saved-reports.queries.ts";

/** The formats built from the report's document (PDF, workbook, Word); a CSV is the module's own list. */
type DocumentFormat = Exclude<SavedReportFormat, "csv">;

/** What each file is, in its route's OpenAPI summary; PDF and Word block the process, so they count on the PDF budget (decision 24). */
const FILES: Record<DocumentFormat, { what: string; counted: boolean }> = {
  pdf: { what: "a PDF", counted: true },
  xlsx: { what: "an Excel workbook (XLSX)", counted: false },
  docx: { what: "a Word document (DOCX)", counted: true },
};

/** A module's formats: without a CSV, the document's; with one, it says what the CSV lists and builds it. */
type Formats<D> =
  | { formats: readonly DocumentFormat[]; csv?: undefined }
  | { formats: readonly SavedReportFormat[]; csv: { lists: string; build: (data: D) => string } };

export type SavedReportRoutes<D extends SavedReportSnapshot, F extends object> = Formats<D> & {
  area: SavedReportArea;
  store: SavedReportStore<D, F>;
  /** The answer's schema (the module's figures on the common ones). */
  report: z.ZodType<SavedReportAnswer & F>;
  /** The POST route's OpenAPI summary: what the module's report holds. */
  summary: string;
  /** The report as the shared renderer's document (its sections are the module's). */
  document: (stored: StoredReport<SavedReportAnswer & F, D>) => ReportDocument;
};

/**
 * An area's saved reports under `/api/<area>/reports` (decision 0030): generate (201), the figures of one, and
 * a route per file format the module offers (a format it does not offer stays a 404). The module registers it
 * inside its own plugin, so its plan gate, its hook refusing a viewer's write before the body is read and its
 * OpenAPI tag stand in front of these routes as in front of its others.
 */
export function savedReportRoutes<D extends SavedReportSnapshot, F extends object>(
  spec: SavedReportRoutes<D, F>,
): FastifyPluginAsyncZod {
  const { area, store, report, summary, document } = spec;
  return async (app) => {
    const { db, limits } = app.deps;
    const tags = [area];
    const routes = savedReportRoutesOf<SavedReportAnswer>(area, spec.formats);
    // The module's answer as the common one: fastify's reply types cannot follow a generic answer (the module's table types its own).
    const answer: z.ZodType<SavedReportAnswer> = report;

    serve(
      app,
      routes.generate,
      {
        schema: { tags, summary, body: savedReportInput, response: { 201: answer, ...errorResponses(400, 401, 403) } },
      },
      async (request, reply) => {
        const scope = await requireScope(request, "write");
        return reply.code(201).send(await store.generate(db, scope, request.body, request.body.today ?? utcToday()));
      },
    );

    serve(
      app,
      routes.one,
      {
        schema: {
          tags,
          summary: `A saved ${area} report's figures`,
          params: idParam,
          response: { 200: answer, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => (await store.record(db, await requireScope(request, "read"), request.params.id)).report,
    );

    for (const format of spec.formats) {
      const { what, counted } =
        format === "csv" ? { what: `its ${spec.csv?.lists ?? "rows"} as a CSV`, counted: false } : FILES[format];
      const file = routes.files[format];
      if (!file) continue;
      serve(
        app,
        file,
        {
          schema: {
            tags,
            summary: `A saved ${area} report as ${what} download`,
            params: idParam,
            produces: [reportContentType(format).split(";")[0] ?? reportContentType(format)],
            response: {
              200: fileResponse(savedReportFileName(area, "YYYY-MM-DD", format)),
              ...(counted ? errorResponses(401, 403, 404, 429) : errorResponses(401, 403, 404)),
            },
          },
        },
        async (request, reply) => {
          const scope = await requireScope(request, "read");
          const stored = await store.record(db, scope, request.params.id);
          if (counted) await countReportPdf(db, scope.userId, limits);
          return sendReportFile(reply, format, savedReportFileName(area, stored.data.reportDate, format), {
            document: () => document(stored),
            // Only asked for when the module lists "csv", which it can only do with a builder (the type above).
            csv: () => spec.csv?.build(stored.data) ?? "",
          });
        },
      );
    }
  };
}
