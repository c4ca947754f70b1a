import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../shared/contracts/common.ts";
import { companyResponse, companyUpdateBody, LOGO, LOGO_MSG } from "../../shared/contracts/company.ts";
import { callerIfSignedIn, requireScope } from "../platform/access.ts";
import { notFound } from "../platform/errors.ts";
import { consume } from "../platform/rate-limit.ts";
import { countUpload } from "../platform/storage-usage.ts";
import type { Storage } from "../platform/storage.ts";
import { sendStoredImage, storeUploadedImage } from "../platform/stored-image.ts";
import { acceptRawBodies, uploadTempDir } from "../platform/upload.ts";
import { toLogoPng } from "./company-logo.ts";
import { currentLogoKey, getCompany, replaceLogo, updateCompany } from "./company.queries.ts";
import { serve } from "../platform/serve.ts";
import { accountEndpoints } from "../../shared/contracts/account.routes.ts";

/** The replaced logo's file, once nothing points at it; a failure only leaves a file behind, so it is logged. */
async function removeLogoFile(storage: Storage, key: string | null, log: FastifyBaseLogger): Promise<void> {
  if (!key) return;
  await storage.delete(key).catch((err: unknown) => log.warn({ err, key }, "could not delete a replaced company logo"));
}

/**
 * The role before the body: a member or viewer is refused (403) whatever they sent, rather than told how to fix a
 * body they may not send at all. The caller read here is the one the handler's `requireScope` uses.
 */
async function adminBeforeValidation(request: FastifyRequest): Promise<void> {
  void callerIfSignedIn(request);
  await requireScope(request, "admin");
}

/**
 * The organization's company details (Account Settings): every member reads them, admins change them. The
 * logo is uploaded as the raw request body (an `image/*` type or octet-stream; no multipart), checked by its
 * content and stored as a PNG under a new key at every change, so its address is cached for good.
 */
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, config, limits } = app.deps;
  const tags = ["account"];
  acceptRawBodies(app, [/^image\//, "application/octet-stream"]);

  serve(
    app,
    accountEndpoints.company.get,
    {
      schema: {
        tags,
        summary: "The caller's organization's company details (any member)",
        response: { 200: companyResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getCompany(db, await requireScope(request, "read")),
  );

  serve(
    app,
    accountEndpoints.company.save,
    {
      schema: {
        tags,
        summary: "Save the address, phone, e-mail and website (admins)",
        description:
          "All four every time; an empty one is not given. The logo is changed at /api/organization/company/logo.",
        body: companyUpdateBody,
        response: { 200: companyResponse, ...errorResponses(400, 401, 403, 404) },
      },
      preValidation: adminBeforeValidation,
    },
    async (request) => updateCompany(db, await requireScope(request, "admin"), request.body),
  );

  serve(
    app,
    accountEndpoints.company.uploadLogo,
    {
      schema: {
        tags,
        summary: "Upload the company logo (admins)",
        description:
          "The image itself as the body (Content-Type image/png, image/jpeg, image/webp or image/gif; at most 2 MB). " +
          "It is stored as a PNG that fits in 600×240 (never enlarged, transparency kept) and logoUrl points at it; the previous logo is deleted.",
        response: { 200: companyResponse, ...errorResponses(400, 401, 403, 404, 413, 415, 429) },
      },
    },
    async (request) => {
      const scope = await requireScope(request, "admin");
      await consume(db, `logo:upload:${scope.userId}`, limits.logoUploadsPerAccount);
      await countUpload(db, limits, scope.organizationId);
      const { previous } = await storeUploadedImage(
        request,
        storage,
        {
          dir: uploadTempDir(config.dataDir),
          maxBytes: LOGO.maxBytes,
          messages: LOGO_MSG,
          convert: toLogoPng,
          put: { prefix: "logos", extension: "png", contentType: "image/png" },
        },
        (key, bytes) => replaceLogo(db, scope, { file: { key, bytes }, cap: config }),
      );
      await removeLogoFile(storage, previous, request.log);
      return getCompany(db, scope);
    },
  );

  serve(
    app,
    accountEndpoints.company.removeLogo,
    {
      schema: {
        tags,
        summary: "Remove the company logo (admins)",
        response: { 200: companyResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const scope = await requireScope(request, "admin");
      const { previous } = await replaceLogo(db, scope, null);
      await removeLogoFile(storage, previous, request.log);
      return getCompany(db, scope);
    },
  );

  serve(
    app,
    accountEndpoints.company.logo,
    {
      schema: {
        // A file, not an operation on records: left out of the OpenAPI document (the tenant matrix walks every
        // documented path id; this one is covered by company.test.ts: another organization's logo is a 404).
        hide: true,
        tags,
        summary: "The company logo (PNG), for members of the organization",
        params: z.object({ file: z.string().max(100) }),
        response: { 200: z.any().describe("The image (image/png)."), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const scope = await requireScope(request, "read");
      const key = await currentLogoKey(db, scope, request.params.file);
      const object = key ? await storage.open(key) : null;
      if (!object) throw notFound();
      return sendStoredImage(reply, object, "image/png");
    },
  );
};
