import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { deletedResponse, errorResponses, idParam } from "../../shared/contracts/common.ts";
import { requireFeature } from "../../server/platform/plan-gate.ts";
import { requireScope, type Scope } from "../../server/platform/access.ts";
import { serve } from "../../server/platform/serve.ts";
import { href } from "../../shared/route.ts";
import { documentsEndpoints } from "./documents.routes.ts";
import { NO_SIGN_IN } from "../../server/platform/caller-first.ts";
import { HttpError } from "../../server/platform/errors.ts";
import { sendJsonText } from "../../server/platform/http.ts";
import type { Storage } from "../../server/platform/storage.ts";
import { acceptRawBodies } from "../../server/platform/upload.ts";
import { consume } from "../../server/platform/rate-limit.ts";
import { countUpload } from "../../server/platform/storage-usage.ts";
import {
  documentDetail,
  documentList,
  documentListQuery,
  documentPatch,
  documentRow,
  documentSummary as summarySchema,
  fileQuery,
  linkInput,
  signedLink,
  uploadQuery,
  versionUploadQuery,
} from "./documents.contract.ts";
import { DOCUMENT_MSG, parseTags } from "./documents.constants.ts";
import {
  addVersion,
  checkAttachments,
  createDocument,
  deleteDocument,
  documentExists,
  documentSummary,
  getDocumentDetail,
  listDocumentsJson,
  patchDocument,
  storageRoom,
} from "./documents.queries.ts";
import { dropCleanup, versionFile, versionFileById } from "./documents-files.queries.ts";
import {
  discardUpload,
  downloadToken,
  LINK_TTL_MS,
  readDownloadToken,
  sendVersionFile,
  storeUpload,
} from "./document-files.server.ts";
import { notFound } from "../../server/platform/errors.ts";

const fileBody = z.any().describe("The file's bytes.");
/** The upload routes' config: the spec's words for a signed-out visitor, said before the body is read (caller-first.ts). */
const signedOut = { signedOutMessage: DOCUMENT_MSG.notAuthenticated };

/**
 * Who uploads: a member who may write (a signed-out visitor is answered before, with `signedOut`), within the
 * per-account and per-organization upload limits.
 */
async function uploaderScope(request: FastifyRequest): Promise<Scope> {
  const scope = await requireScope(request, "write");
  const { db, limits } = request.server.deps;
  await consume(db, `documents:upload:${scope.userId}`, limits.documentUploadsPerAccount);
  await countUpload(db, limits, scope.organizationId);
  return scope;
}

/** Deletes the files of deleted versions now; a failure leaves their clean-up entries for maintenance. */
async function removeFiles(
  db: Parameters<typeof dropCleanup>[0],
  storage: Storage,
  keys: string[],
  log: FastifyBaseLogger,
): Promise<void> {
  const gone: string[] = [];
  for (const key of keys) {
    try {
      await storage.delete(key);
      gone.push(key);
    } catch (err) {
      log.warn({ err, key }, "could not delete a document file; maintenance will retry");
    }
  }
  await dropCleanup(db, gone);
}

/**
 * The document hub. Uploads are the raw file as the body (any type but JSON and multipart; judged by its
 * content) with the document's facts in the query string, streamed to storage.
 */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  requireFeature(app, "documents", "Documents");
  const { db, database, storage, config, auth } = app.deps;
  const tags = ["documents"];
  acceptRawBodies(app, ["*"]);
  const uploadDescription =
    "The file itself as the body (its type is judged from its content: PDF, images, text/CSV, Word, Excel, DWG/DXF). " +
    `At most MAX_UPLOAD_BYTES (${config.maxUploadBytes} bytes here) and the plan's remaining storage.`;

  serve(
    app,
    documentsEndpoints.list,
    {
      schema: {
        tags,
        summary: "A page of the organization's documents, newest first; name search and tags (all of them)",
        querystring: documentListQuery,
        response: { 200: documentList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { tags: tagText, ...rest } = request.query;
      const json = await listDocumentsJson(database, await requireScope(request, "read"), {
        ...rest,
        tags: parseTags(tagText),
      });
      return sendJsonText(reply, json);
    },
  );

  serve(
    app,
    documentsEndpoints.summary,
    {
      schema: {
        tags,
        summary: "The stat cards (storage from real sizes) and the tags in use",
        response: { 200: summarySchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => documentSummary(database, await requireScope(request, "read"), config),
  );

  serve(
    app,
    documentsEndpoints.upload,
    {
      schema: {
        tags,
        summary: "Upload a document (version 1)",
        description: uploadDescription,
        querystring: uploadQuery,
        response: { 201: documentRow, ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
      config: signedOut,
    },
    async (request, reply) => {
      const scope = await uploaderScope(request);
      const q = request.query;
      await checkAttachments(db, scope, q);
      const file = await storeUpload(
        request,
        db,
        storage,
        { maxBytes: config.maxUploadBytes, room: await storageRoom(db, scope, config) },
        q.fileName || q.name,
      );
      try {
        const input = {
          name: q.name,
          tags: parseTags(q.tags),
          documentType: q.documentType ?? "",
          projectId: q.projectId || null,
          contractId: q.contractId || null,
        };
        return reply.code(201).send(await createDocument(db, scope, input, file, config));
      } catch (err) {
        await discardUpload(db, storage, file.key);
        throw err;
      }
    },
  );

  serve(
    app,
    documentsEndpoints.uploadVersion,
    {
      schema: {
        tags,
        summary: "Upload a new version of a document (its version number advances; its status returns to Uploaded)",
        description: uploadDescription,
        params: idParam,
        querystring: versionUploadQuery,
        response: { 201: documentRow, ...errorResponses(400, 401, 403, 404, 413, 415, 429) },
      },
      config: signedOut,
    },
    async (request, reply) => {
      const scope = await uploaderScope(request);
      const { id } = request.params;
      if (!(await documentExists(db, scope, id))) throw notFound("Document not found.");
      const current = await versionFile(db, scope, id);
      const file = await storeUpload(
        request,
        db,
        storage,
        { maxBytes: config.maxUploadBytes, room: await storageRoom(db, scope, config) },
        request.query.fileName || current.fileName,
      );
      try {
        return reply.code(201).send(await addVersion(db, scope, id, file, config));
      } catch (err) {
        await discardUpload(db, storage, file.key);
        throw err;
      }
    },
  );

  serve(
    app,
    documentsEndpoints.document,
    {
      schema: {
        tags,
        summary: "A document and its versions",
        params: idParam,
        response: { 200: documentDetail, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getDocumentDetail(db, await requireScope(request, "read"), request.params.id),
  );

  serve(
    app,
    documentsEndpoints.update,
    {
      schema: {
        tags,
        summary: "Rename, retag, change status or type, attach to a project or contract",
        params: idParam,
        body: documentPatch,
        response: { 200: documentRow, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => patchDocument(db, await requireScope(request, "write"), request.params.id, request.body),
  );

  serve(
    app,
    documentsEndpoints.remove,
    {
      schema: {
        tags,
        summary: "Delete a document, its versions and their files",
        params: idParam,
        response: { 200: deletedResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const keys = await deleteDocument(db, await requireScope(request, "write"), request.params.id);
      await removeFiles(db, storage, keys, request.log);
      return { id: request.params.id, deleted: true as const };
    },
  );

  serve(
    app,
    documentsEndpoints.file,
    {
      schema: {
        tags,
        summary: "Download a version's file (the current one by default), for a member of the organization",
        params: idParam,
        querystring: fileQuery,
        response: { 200: fileBody, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const file = await versionFile(db, await requireScope(request, "read"), request.params.id, request.query.version);
      return sendVersionFile(reply, storage, file, request.query.disposition);
    },
  );

  serve(
    app,
    documentsEndpoints.link,
    {
      schema: {
        tags,
        summary: "A short-lived download link (5 minutes) that works without signing in, to hand to another app",
        params: idParam,
        body: linkInput,
        response: { 200: signedLink, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const file = await versionFile(db, await requireScope(request, "read"), request.params.id, request.body.version);
      const expiresAt = new Date(Date.now() + LINK_TTL_MS);
      const token = downloadToken((await auth.$context).secret, file.versionId, expiresAt);
      return {
        url: `${config.appUrl}${href(documentsEndpoints.signedFile, { params: { token } })}`,
        expiresAt: expiresAt.toISOString(),
      };
    },
  );

  serve(
    app,
    documentsEndpoints.signedFile,
    {
      schema: {
        security: NO_SIGN_IN,
        tags,
        summary: "A file through a signed link (no session needed until the link expires)",
        params: z.object({ token: z.string().max(300) }),
        response: { 200: fileBody, ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => {
      const versionId = readDownloadToken((await auth.$context).secret, request.params.token);
      if (!versionId) throw new HttpError(403, "LINK_EXPIRED", DOCUMENT_MSG.linkExpired);
      const file = await versionFileById(db, versionId);
      if (!file) throw notFound("This document no longer exists.");
      return sendVersionFile(reply, storage, file, "attachment");
    },
  );
};
