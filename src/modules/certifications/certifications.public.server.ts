import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { utcToday } from "../../shared/calendar.ts";
import { CERTIFICATION_AREA_LABELS, certificateFileName, type CertificationArea } from "./certifications.constants.ts";
import {
  certification,
  certificationInput,
  certificationList,
  certificationListQuery,
  certificationTodayQuery,
} from "./certifications.contract.ts";
import { deletedResponse, errorResponses, fileResponse, idParam } from "../../shared/contracts/common.ts";
import { requireScope } from "../../server/platform/access.ts";
import { serve } from "../../server/platform/serve.ts";
import { certificationRoutesOf } from "./certifications.routes.ts";
import { certificatePdf } from "./certificate-pdf.server.ts";
import {
  createCertification,
  deleteCertification,
  getCertification,
  listCertifications,
  updateCertification,
} from "./certifications.queries.ts";
import { organizationNameOf } from "../../server/platform/organization-rows.ts";
import { countReportPdf, sendPdfFile } from "../../server/platform/report-download.ts";

/**
 * An area's certifications under `/api/<area>/certifications` (decision 0029): list, one, add, change, delete and
 * the one-page PDF record, each status computed as of the caller's today. The module registers it inside its
 * own plugin, so its plan gate and its viewer hook stand in front of these routes as in front of its others.
 */
export function certificationRoutes(area: CertificationArea): FastifyPluginAsyncZod {
  return async (app) => {
    const { db, limits } = app.deps;
    const tags = [area];
    const kind = `${CERTIFICATION_AREA_LABELS[area]} Certification`;
    const what = `${area} certification`;
    const routes = certificationRoutesOf(area);
    const todayOf = (query: { today?: string | undefined }) => query.today ?? utcToday();

    serve(
      app,
      routes.list,
      {
        schema: {
          tags,
          summary: `A page of the organization's ${what}s, soonest expiry first, with their status as of the caller's today (and filtered by it)`,
          querystring: certificationListQuery,
          response: { 200: certificationList, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) =>
        listCertifications(db, await requireScope(request, "read"), area, request.query, todayOf(request.query)),
    );

    serve(
      app,
      routes.one,
      {
        schema: {
          tags,
          summary: `One ${what} with its status as of the caller's today`,
          params: idParam,
          querystring: certificationTodayQuery,
          response: { 200: certification, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) =>
        getCertification(db, await requireScope(request, "read"), area, request.params.id, todayOf(request.query)),
    );

    serve(
      app,
      routes.create,
      {
        schema: {
          tags,
          summary: `Add a ${what}`,
          querystring: certificationTodayQuery,
          body: certificationInput,
          response: { 201: certification, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await createCertification(
              db,
              await requireScope(request, "write"),
              area,
              request.body,
              todayOf(request.query),
            ),
          ),
    );

    serve(
      app,
      routes.update,
      {
        schema: {
          tags,
          summary: `Change every field of a ${what}`,
          params: idParam,
          querystring: certificationTodayQuery,
          body: certificationInput,
          response: { 200: certification, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) =>
        updateCertification(
          db,
          await requireScope(request, "write"),
          area,
          request.params.id,
          request.body,
          todayOf(request.query),
        ),
    );

    serve(
      app,
      routes.remove,
      {
        schema: {
          tags,
          summary: `Delete a ${what}`,
          params: idParam,
          response: { 200: deletedResponse, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        await deleteCertification(db, await requireScope(request, "write"), area, request.params.id);
        return { id: request.params.id, deleted: true as const };
      },
    );

    serve(
      app,
      routes.pdf,
      {
        schema: {
          tags,
          summary: `A ${what}'s one-page record as a PDF download (name, number, authority, dates, status as of the caller's today, renewal requirements, description)`,
          params: idParam,
          querystring: certificationTodayQuery,
          produces: ["application/pdf"],
          response: {
            200: fileResponse(`${area}-certification-<number or id>.pdf`),
            ...errorResponses(400, 401, 403, 404, 429),
          },
        },
      },
      async (request, reply) => {
        const scope = await requireScope(request, "read");
        const c = await getCertification(db, scope, area, request.params.id, todayOf(request.query));
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
          kind,
        });
        return sendPdfFile(reply, certificateFileName(area, c.number, c.id), pdf);
      },
    );
  };
}

/** The maintenance's sweep that tells of certifications about to expire (issue 30). */
export { recordExpiringCertifications } from "./certification-notices.queries.ts";
