import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { deletedResponse, errorResponses, idParam } from "../../shared/contracts/common.ts";
import { photoUpload, photoUploadQuery } from "../../shared/contracts/photos.ts";
import { photoEndpoints } from "../../shared/contracts/photos.routes.ts";
import { requireScope } from "./access.ts";
import { removePhotoFiles, sendPhotoFile, storePhoto } from "./photos-files.ts";
import { deletePhoto, photoFile } from "./photos.queries.ts";
import { consume } from "./rate-limit.ts";
import { countUpload } from "./storage-usage.ts";
import { serve } from "./serve.ts";
import { acceptRawBodies, uploadTempDir } from "./upload.ts";

const imageBody = z.any().describe("The image (image/jpeg).");

/**
 * Photos taken on site (decision 0026), one platform piece for the modules whose records carry them: uploaded
 * as the raw request body (an `image/*` type or octet-stream; no multipart) by a member who may write, checked by
 * its content, kept as a JPEG of at most 1600 px and a 320 px thumbnail; read by members of its organization only.
 * No plan feature of its own: the modules that attach photos to records are gated themselves.
 */
export const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, config, limits } = app.deps;
  const tags = ["photos"];
  acceptRawBodies(app, [/^image\//, "application/octet-stream"]);

  serve(
    app,
    photoEndpoints.upload,
    {
      schema: {
        tags,
        summary: "Upload a photo (members who may write)",
        description:
          "The image itself as the body (Content-Type image/jpeg, image/png, image/webp or image/gif, or application/octet-stream; " +
          "at most 15 MB and 50 megapixels; judged by its content). It is turned upright from its EXIF orientation, its metadata " +
          "(GPS among it) dropped, and kept as a JPEG whose long side is at most 1600 px, with a thumbnail of at most 320 px. " +
          "A record then carries the answer's id.",
        querystring: photoUploadQuery,
        response: { 201: photoUpload, ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const scope = await requireScope(request, "write");
      await consume(db, `photos:upload:${scope.userId}`, limits.photoUploadsPerAccount);
      await countUpload(db, limits, scope.organizationId);
      const photo = await storePhoto(request, db, storage, uploadTempDir(config.dataDir), scope, request.query.caption);
      return reply.code(201).send(photo);
    },
  );

  serve(
    app,
    photoEndpoints.image,
    {
      schema: {
        tags,
        summary: "A photo (JPEG, long side at most 1600 px), for members of its organization",
        params: idParam,
        response: { 200: imageBody, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) =>
      sendPhotoFile(
        reply,
        storage,
        await photoFile(db, await requireScope(request, "read"), request.params.id, "image"),
        "image",
      ),
  );

  serve(
    app,
    photoEndpoints.thumb,
    {
      schema: {
        tags,
        summary: "A photo's thumbnail (JPEG, long side at most 320 px), for members of its organization",
        params: idParam,
        response: { 200: imageBody, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) =>
      sendPhotoFile(
        reply,
        storage,
        await photoFile(db, await requireScope(request, "read"), request.params.id, "thumb"),
        "thumb",
      ),
  );

  serve(
    app,
    photoEndpoints.remove,
    {
      schema: {
        tags,
        summary: "Delete a photo and its files (members who may write)",
        description: "A record that still lists the photo no longer shows it.",
        params: idParam,
        response: { 200: deletedResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const keys = await deletePhoto(db, await requireScope(request, "write"), request.params.id);
      await removePhotoFiles(storage, [keys], request.log);
      return { id: request.params.id, deleted: true as const };
    },
  );
};
