import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { utcToday } from "../../shared/calendar.ts";
import { deletedResponse, errorResponses, fileResponse, idParam } from "../../shared/contracts/common.ts";
import { requireScope } from "../../server/platform/access.ts";
import { certificatePdf } from "../../server/platform/certificate-pdf.ts";
import { organizationNameOf } from "../../server/platform/organization-rows.ts";
import { countReportPdf, sendPdfFile } from "../../server/platform/report-download.ts";
import { certification, certificationInput, certificationList, certificationListQuery, todayQuery } from "./quality.contract.ts";
import { createCertification, deleteCertification, getCertification, listCertifications, updateCertification } from "./quality-certifications.queries.ts";

/** Quality certifications, their status (valid, expiring, expired) computed as of the caller's today. */
export const qualityCertificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, limits } = app.deps;
  const tags = ["quality"];

  app.get(
    "/api/quality/certifications",
    {
      schema: {
        tags,
        summary: "A page of the organization's quality certifications, soonest expiry first, with their status as of the caller's today (and filtered by it)",
        querystring: certificationListQuery,
        response: { 200: certificationList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listCertifications(db, await requireScope(request, "read"), request.query, request.query.today ?? utcToday()),
  );

  app.get(
    "/api/quality/certifications/:id",
    {
      schema: { tags, summary: "One quality certification with its status as of the caller's today", params: idParam, querystring: todayQuery, response: { 200: certification, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => getCertification(db, await requireScope(request, "read"), request.params.id, request.query.today ?? utcToday()),
  );

  app.post(
    "/api/quality/certifications",
    {
      schema: { tags, summary: "Add a quality certification", querystring: todayQuery, body: certificationInput, response: { 201: certification, ...errorResponses(400, 401, 403) } },
    },
    async (request, reply) =>
      reply.code(201).send(await createCertification(db, await requireScope(request, "write"), request.body, request.query.today ?? utcToday())),
  );

  app.put(
    "/api/quality/certifications/:id",
    {
      schema: {
        tags,
        summary: "Change every field of a quality certification",
        params: idParam,
        querystring: todayQuery,
        body: certificationInput,
        response: { 200: certification, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateCertification(db, await requireScope(request, "write"), request.params.id, request.body, request.query.today ?? utcToday()),
  );

  app.delete(
    "/api/quality/certifications/:id",
    { schema: { tags, summary: "Delete a quality certification", params: idParam, response: { 200: deletedResponse, ...errorResponses(401, 403, 404) } } },
    async (request) => {
      await deleteCertification(db, await requireScope(request, "write"), request.params.id);
      return { id: request.params.id, deleted: true as const };
    },
  );

  app.get(
    "/api/quality/certifications/:id/pdf",
    {
      schema: {
        tags,
        summary: "A quality certification's one-page record as a PDF download (name, number, authority, dates, status as of the caller's today, renewal requirements, description)",
        params: idParam,
        querystring: todayQuery,
        produces: ["application/pdf"],
        response: { 200: fileResponse("quality-certification-<number or id>.pdf"), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const scope = await requireScope(request, "read");
      const c = await getCertification(db, scope, request.params.id, request.query.today ?? utcToday());
      await countReportPdf(db, scope.userId, limits);
      const pdf = await certificatePdf({
        name: c.name,
        number: c.number,
        issuingAuthority: c.issuingAuthority,
        issued: c.issueDate,
        expires: c.expiryDate,
        status: c.status,
        renewalRequirements: c.renewalRequirements,
        description: c.description,
        organizationName: await organizationNameOf(db, scope),
        kind: "Quality Certification",
      });
      return sendPdfFile(reply, certificateFileName(c.number, c.id), pdf);
    },
  );
};

/** `quality-certification-ISO-9001.pdf`: the number (or the id) in characters safe in a header. */
const certificateFileName = (number: string, id: string) => `quality-certification-${(number.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^-+|-+$/g, "") || id).slice(0, 80)}.pdf`;
